import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Checks that a field is marked invalid and that one of the texts describing it is `message`. */
export async function expectFieldError(field: Locator, message: string) {
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const texts = await Promise.all(describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
}

/** Counts the page's posts to paths that start with this prefix (with JavaScript a form posts to `<path>.data`). */
export function countPosts(page: Page, pathPrefix: string): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith(pathPrefix)) posts += 1;
  });
  return () => posts;
}
