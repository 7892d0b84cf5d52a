import type { Thing, WithContext } from 'schema-dts';

/** JSON for a script element: `<` escaped so no text in the data can close the element. */
export function serializeJsonLd(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A JSON-LD block, serialised (`serializeJsonLd`). A data block is never executed, so it needs no CSP nonce. */
export function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
