import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichText } from './index.ts';

// The allow-list every stored rich text goes through (seed, any import) and pages render through
// again. Payloads from the usual XSS cheat sheets: none may leave anything that can run.

const HOSTILE: Record<string, string> = {
  'script element': '<p>ok</p><script>alert(1)</script>',
  'event handler': '<p onclick="alert(1)" onmouseover="alert(2)">ok</p>',
  'javascript: link': '<a href="javascript:alert(1)">ok</a>',
  'javascript: link, obfuscated': '<a href="  JaVaScRiPt:alert(1)">ok</a><a href="java&#x09;script:alert(1)">ok</a>',
  'data: link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">ok</a>',
  'img onerror': '<img src="x" onerror="alert(1)">ok',
  'img javascript: source': '<img src="javascript:alert(1)">ok',
  'svg onload': '<svg onload="alert(1)"><circle r="1"/></svg>ok',
  'svg script': '<svg><script>alert(1)</script></svg>ok',
  'svg use with javascript:': '<svg><a xlink:href="javascript:alert(1)"><text>ok</text></a></svg>',
  'mathml mutation':
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>ok',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>ok',
  'object and embed': '<object data="x.swf"></object><embed src="x.swf">ok',
  'style element and attribute': '<style>body{background:url(javascript:alert(1))}</style><p style="color:red">ok</p>',
  'form and button': '<form action="https://evil.example"><button formaction="javascript:alert(1)">ok</button></form>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok',
  'base href': '<base href="https://evil.example/">ok',
};

const RUNNABLE =
  /<script|<svg|<math|<iframe|<object|<embed|<style|<form|<meta|<base|\son\w+=|javascript:|data:|style=/i;

describe('sanitizeRichText', () => {
  it.each(Object.entries(HOSTILE))('leaves nothing that runs: %s', (_name, html) => {
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(RUNNABLE);
    expect(clean).toContain('ok');
    // Sanitising what is already clean changes nothing (rendering sanitises stored text again).
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('keeps structure, emphasis, lists, tables and http(s), mailto and tel links', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> <em>and</em> <a href="https://rennfeld.example/">a link</a></p>' +
      '<ul><li>One</li></ul><table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table>' +
      '<p><a href="mailto:info@rennfeld.example">mail</a> <a href="tel:+4971145892200">call</a></p>' +
      '<img src="https://rennfeld.example/a.png" alt="A" />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('stores a pretty-printed source as it renders: one space for each run, none beside a block tag', () => {
    const source = [
      '<h2>Imprint</h2>',
      '<p>',
      '  <strong>Rennfeld Lubricants GmbH</strong><br />Am Ölhafen 7,',
      '    55120 Rennfeld',
      '</p>',
      '<ul>',
      '  <li>One  and\ttwo</li>',
      '</ul>',
    ].join('\n');
    const stored = sanitizeRichText(source);
    expect(stored).toBe(
      '<h2>Imprint</h2><p><strong>Rennfeld Lubricants GmbH</strong><br />Am Ölhafen 7, 55120 Rennfeld</p><ul><li>One and two</li></ul>',
    );
    expect(sanitizeRichText(stored)).toBe(stored);
    expect(htmlToText(stored)).toBe(htmlToText(source));
  });

  it('keeps spaces between inline elements and non-breaking spaces', () => {
    const html = '<p><strong>Bold</strong> <em>and</em>&nbsp;&nbsp;<a href="https://rennfeld.example/">link</a></p>';
    expect(sanitizeRichText(html)).toBe(html.replaceAll('&nbsp;', '\u00a0'));
  });

  it('makes a link that opens a new tab safe for the page that opened it', () => {
    expect(sanitizeRichText('<a href="https://partner.example/" target="_blank">partner</a>')).toBe(
      '<a href="https://partner.example/" target="_blank" rel="noopener noreferrer">partner</a>',
    );
  });
});

describe('htmlToText', () => {
  it('gives the text of a fragment, words kept apart, entities decoded, nothing that runs', () => {
    expect(htmlToText('<p>Low&nbsp;friction</p><p>5W-30 &amp; 0W-20</p><script>alert(1)</script>')).toBe(
      'Low friction 5W-30 & 0W-20',
    );
  });
});
