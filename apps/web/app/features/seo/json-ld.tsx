import type { Thing, WithContext } from 'schema-dts';

/** JSON for a script element: `<` escaped so no text in the data can close the element. */
function serializeJsonLd(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A JSON-LD block. A data block is never executed, so it needs no CSP nonce. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
