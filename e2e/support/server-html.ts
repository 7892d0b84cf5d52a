/**
 * A page's HTML without React Router's own inline scripts (its context, its module imports, and the
 * loader data it streams, which holds the page's whole catalogue of texts): what the page shows,
 * so a check that a text is or is not on the page cannot be met by the catalogue. Any other script
 * (JSON-LD, or one that should not be there at all) stays.
 */
export function withoutRouterScripts(html: string): string {
  return html.replace(/<script\b[^>]*>(?:(?!<\/script>)[\s\S])*__reactRouter[\s\S]*?<\/script>/g, '');
}

/** A page as the server sends it, before any script runs (without React Router's own scripts). */
export async function fetchServerHtml(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url);
  return { status: response.status, html: withoutRouterScripts(await response.text()) };
}

/** A text as React writes it into server HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text of the first paragraph of an HTML fragment, for finding a rich-text block on the page. */
export const firstParagraphText = (html: string) =>
  (/<p>(.*?)<\/p>/s.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();
