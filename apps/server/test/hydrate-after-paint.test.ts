import { describe, expect, it } from 'vitest';
import { hydrateAfterFirstPaint } from '../src/hydrate-after-paint.ts';
import { NONCE_PLACEHOLDER } from '../src/page-cache.ts';

const nonce = `nonce="${NONCE_PLACEHOLDER}"`;

/** A page as React Router renders it: module preloads in the head, the inline module script last. */
const renderedPage = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  `<link rel="modulepreload" href="/assets/entry.client-A.js" ${nonce}/>`,
  `<link rel="modulepreload" href="/assets/root-B.js" ${nonce}/>`,
  '</head><body><main>Text</main>',
  `<script ${nonce}>window.__reactRouterContext = {};</script>`,
  `<script ${nonce} type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>`,
  `<script ${nonce}>window.__reactRouterContext.streamController.close();</script>`,
  '</body></html>',
].join('');

describe('a page whose modules load after its first paint', () => {
  const page = hydrateAfterFirstPaint(renderedPage);

  it('preloads no module from its head', () => {
    expect(page).not.toContain('modulepreload"');
    expect(page.slice(0, page.indexOf('</head>'))).toBe('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>');
  });

  it("keeps React Router's start-up script as it was written, with its nonce, under a type no browser runs", () => {
    expect(page).toContain(
      `<script ${nonce} type="text/x-after-first-paint">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>`,
    );
    expect(page).not.toContain('type="module"');
  });

  it('starts it at the first contentful paint from a script with the nonce, which preloads the same modules then', () => {
    const starter = page.match(/<script nonce="([^"]+)">\(function\(modules\)(.*?)\)\((\[.*?\])\)<\/script>/);
    expect(starter?.[1]).toBe(NONCE_PLACEHOLDER);
    expect(starter?.[2]).toContain("getEntriesByName('first-contentful-paint')");
    expect(starter?.[2]).toContain(`querySelectorAll('img[fetchpriority="high"]')`);
    expect(JSON.parse(starter![3]!)).toEqual(['/assets/entry.client-A.js', '/assets/root-B.js']);
    // Right behind the inert script, before the stream is closed.
    expect(page.indexOf(starter![0])).toBe(page.indexOf('</script>', page.indexOf('text/x-after-first-paint')) + 9);
  });

  it('leaves a page without the start-up script alone, preloads and all', () => {
    const withoutScripts = renderedPage.replace(/<script[^>]*type="module"[^>]*>.*?<\/script>/s, '');
    expect(hydrateAfterFirstPaint(withoutScripts)).toBe(withoutScripts);
  });
});
