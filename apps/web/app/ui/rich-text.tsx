import type { SafeHtml } from '../lib/safe-html.ts';

export function RichText({ html, className }: { html: SafeHtml; className?: string }) {
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
