import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { launchChromiumForTests } from './support/chromium.ts';
import { openVisitorPage } from './support/page.ts';

/*
 * A page's security headers, as the real server sends them, and the Content-Security-Policy at
 * work in Chromium: every inline script React Router renders is allowed by the policy (on a page
 * rendered for one answer by that answer's nonce, on a page kept for everyone by its hash), so the
 * page hydrates with no violation, while an injected script does not run.
 */

const baseUrl = inject('baseUrl');

const browser = launchChromiumForTests();

function nonceOf(csp: string): string {
  const match = /script-src [^;]*'nonce-([^']+)'/.exec(csp);
  expect(match, csp).not.toBeNull();
  return match![1]!;
}

function scriptSourcesOf(csp: string): string[] {
  return /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('a page', () => {
  it.each([
    ['/', 'hit'],
    ['/contact', 'miss'],
    ['/no-such-page', 'miss'],
  ])('%s carries the security headers and allows exactly its own inline scripts', async (path, cacheOnSecond) => {
    await fetch(`${baseUrl}${path}`);
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.headers.get('x-page-cache')).toBe(cacheOnSecond);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(response.headers.get('strict-transport-security')).toBeNull();

    const html = await response.text();
    // Every script the browser would run; JSON-LD data blocks are never executed and need none.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .map(([, attributes = '', text = '']) => ({ attributes, text }))
      .filter(({ attributes }) => !attributes.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    const sources = scriptSourcesOf(csp);
    if (cacheOnSecond === 'hit') {
      // Kept for everyone: no nonce anywhere, each inline script named by its hash, nothing more.
      expect(csp).not.toContain("'nonce-");
      expect(html).not.toMatch(/<[^>]+\snonce=/);
      expect(new Set(sources)).toEqual(new Set(["'self'", ...scripts.map(({ text }) => sha256(text))]));
    } else {
      // Rendered for this answer (a form page, a Not Found): this answer's nonce on every script.
      expect(sources).toEqual(["'self'", `'nonce-${nonceOf(csp)}'`]);
      for (const { attributes } of scripts) expect(attributes).toContain(`nonce="${nonceOf(csp)}"`);
    }
  });

  it('gets a new nonce on every answer rendered for it', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      nonces.add(nonceOf((await fetch(`${baseUrl}/contact`)).headers.get('content-security-policy') ?? ''));
    }
    expect(nonces.size).toBe(5);
  });

  it.each(['/', '/contact'])(
    '%s hydrates under the policy with no violation, and an injected script never runs',
    async (path) => {
      const visitor = await openVisitorPage(browser(), baseUrl);
      try {
        const { page } = visitor;
        await page.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { cspViolations: string[] }).cspViolations = seen;
          document.addEventListener('securitypolicyviolation', (event) =>
            seen.push(`${event.violatedDirective} ${event.blockedURI}`),
          );
        });
        await page.goto(path);
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
    },
  );
});
