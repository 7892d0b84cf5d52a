import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { openVisitorPage } from './support/page.ts';

/*
 * A page's security headers, as the real server sends them, and the Content-Security-Policy at
 * work in Chromium: every inline script React Router renders carries this answer's nonce, so the
 * page hydrates with no violation, while a script injected without the nonce does not run.
 */

const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

function nonceOf(csp: string): string {
  const match = /script-src [^;]*'nonce-([^']+)'/.exec(csp);
  expect(match, csp).not.toBeNull();
  return match![1]!;
}

describe('a page', () => {
  it.each(['/', '/contact', '/no-such-page'])(
    '%s carries the security headers and nonces on its inline scripts',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(response.headers.get('strict-transport-security')).toBeNull();

      const html = await response.text();
      // Every script the browser would run; JSON-LD data blocks are never executed and need none.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((match) => match[1]!)
        .filter((attributes) => !attributes.includes('type="application/ld+json"'));
      expect(scripts.length).toBeGreaterThan(0);
      const nonce = nonceOf(csp);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    },
  );

  it('gets a new nonce on every answer', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      nonces.add(nonceOf((await fetch(`${baseUrl}/`)).headers.get('content-security-policy') ?? ''));
    }
    expect(nonces.size).toBe(5);
  });

  it('hydrates under the policy with no violation, and a script injected without the nonce never runs', async () => {
    const visitor = await openVisitorPage(browser, baseUrl);
    try {
      const { page } = visitor;
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto('/');
      // React Router's inline context script and module entry ran: the app hydrated.
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      // The nonce attributes hydrate like every other (the browser shows them as "").
      expect(visitor.problems).toEqual([]);

      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injectedScriptRan = true';
        document.body.append(script);
      });
      await page.waitForFunction(() => (window as unknown as { cspViolations: string[] }).cspViolations.length > 0);
      expect(await page.evaluate(() => 'injectedScriptRan' in window)).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([
        expect.stringMatching(/^script-src/),
      ]);
    } finally {
      await visitor.close();
    }
  });
});
