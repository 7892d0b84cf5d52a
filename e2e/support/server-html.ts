/** A page as the server sends it, before any script runs. */
export async function fetchServerHtml(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
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
