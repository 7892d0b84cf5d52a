import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCriticalCss } from '../src/critical-css.ts';
import { NONCE_PLACEHOLDER } from '../src/page-cache.ts';

let clientDir: string;

/** Rules of the test stylesheet that the page of the first test uses, in their order. */
const RULES_THE_PAGE_NEEDS = [
  ':root{--bs-red:#dc3545}',
  'body{margin:0}',
  '.btn{display:inline-block}',
  '.btn-danger{color:red}',
  '.card .card-title{font-weight:700}',
  // One of the selectors fits.
  '.navbar.show,.offcanvas{visibility:visible}',
  // What :not() names is not asked of the page.
  '.btn:not(.disabled):hover{opacity:.9}',
  '#site-header{position:sticky}',
];
const KEYFRAMES = '@keyframes spinner-border{to{transform:rotate(360deg)}}';

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'rennfeld-critical-css-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(
    join(clientDir, 'assets/root-abc.css'),
    [
      '@charset "UTF-8";',
      ...RULES_THE_PAGE_NEEDS,
      '@media (min-width:768px){.col-md-6{width:50%}.d-md-none{display:none}}',
      '@media print{.d-print-block{display:block}}',
      KEYFRAMES,
    ].join(''),
  );
  writeFileSync(join(clientDir, 'assets/home-def.css'), '.home-banner{height:60vh}.news-card{padding:1rem}');
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const page = (links: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${links}<script type="application/ld+json">{}</script></head><body>${body}</body></html>`;

const link = (href: string) => `<link nonce="${NONCE_PLACEHOLDER}" rel="stylesheet" href="${href}"/>`;

const inlined = (html: string) => /<style data-critical-style="">([^<]*)<\/style>/.exec(html)?.[1];

describe('the critical stylesheet of a page', () => {
  it("holds the rules whose classes and ids the page's elements have, and every rule that names none", () => {
    const html = createCriticalCss(clientDir)(
      page(
        link('/assets/root-abc.css'),
        '<header id="site-header" class="offcanvas"><a class="btn btn-danger" href="/">Go</a></header>' +
          '<div class="card"><p class="card-title">T</p><div class="col-md-6">x</div></div>',
      ),
    );
    expect(inlined(html)).toBe(
      [
        ...RULES_THE_PAGE_NEEDS,
        // A media query keeps only the rules of its own that fit, and goes when none does.
        '@media (min-width:768px){.col-md-6{width:50%}}',
        KEYFRAMES,
      ].join(''),
    );
  });

  it('leaves out a rule when one class of its selector is missing from the page', () => {
    const html = createCriticalCss(clientDir)(page(link('/assets/root-abc.css'), '<p class="card-title">T</p>'));
    expect(inlined(html)).not.toContain('card-title');
  });

  it('takes the rules of every stylesheet of the page, in their order, into one style element', () => {
    const html = createCriticalCss(clientDir)(
      page(
        `${link('/assets/root-abc.css')}${link('/assets/home-def.css')}`,
        '<section class="home-banner btn"></section>',
      ),
    );
    expect(html.match(/<style[ >]/g)).toHaveLength(1);
    expect(inlined(html)).toMatch(/\.btn\{display:inline-block\}.*\.home-banner\{height:60vh\}$/);
    expect(inlined(html)).not.toContain('news-card');
  });
});

describe("a page's stylesheets", () => {
  it('load without holding up the first paint, are turned on by a script with the nonce, and load as ever without scripts', () => {
    const html = createCriticalCss(clientDir)(
      // Vite names a stylesheet imported without a name with a trailing `#`.
      page(`${link('/assets/root-abc.css')}${link('/assets/home-def.css#')}`, '<main class="btn"></main>'),
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" href="/assets/root-abc.css" media="print" disabled="" data-deferred-style=""/>' +
        '<noscript><link rel="stylesheet" href="/assets/root-abc.css"/></noscript>',
    );
    expect(head).toContain('<noscript><link rel="stylesheet" href="/assets/home-def.css#"/></noscript>');
    const outsideNoscript = head.replace(/<noscript>.*?<\/noscript>/g, '');
    expect(outsideNoscript.match(/<link [^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/root-abc.css" media="print" disabled="" data-deferred-style=""/>',
      // As written: hydration finds each link by its address.
      '<link rel="stylesheet" href="/assets/home-def.css#" media="print" disabled="" data-deferred-style=""/>',
    ]);
    expect(head.match(/<script nonce="([^"]+)">[^<]*data-deferred-style/)?.[1]).toBe(NONCE_PLACEHOLDER);
    // The critical rules come before the stylesheets, which win where both say something.
    expect(head.indexOf('<style data-critical-style="">')).toBeLessThan(head.indexOf('data-deferred-style'));
  });

  it('stay as they are when the build has no such file, and a document without a head is left alone', () => {
    const transform = createCriticalCss(clientDir);
    const unknown = page(link('/assets/gone-123.css'), '<main class="btn"></main>');
    expect(transform(unknown)).toBe(unknown);
    expect(transform('{"not":"a page"}')).toBe('{"not":"a page"}');
  });
});
