import { htmlToText, sanitizeRichText } from '@rennfeld/rich-text';
import type { SafeHtml } from './safe-html.ts';

/**
 * Sanitises rich text from the API with the same allow-list the API stores it with. Loaders run
 * on the server for the first render and for every client navigation, so all rich text reaches
 * React through here; RichText accepts nothing else (see docs/decisions/002-rich-text.md).
 */
export function toSafeHtml(html: string): SafeHtml {
  return sanitizeRichText(html) as SafeHtml;
}

/** The text of rich text, tags removed: for meta descriptions and structured data. */
export function toPlainText(html: string): string {
  return htmlToText(html);
}
