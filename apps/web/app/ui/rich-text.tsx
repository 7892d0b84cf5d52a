import type { SafeHtml } from '../lib/safe-html.ts';

/** `lang` marks a text in another language than the page's (an English fallback on a German page). */
export function RichText({ html, className, lang }: { html: SafeHtml; className?: string; lang?: string }) {
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
