import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { REPOSITORY_ROOT } from '../../scripts/build-if-changed.mjs';
import { startTestServer, type TestServer } from './test-server.ts';

export interface StaffCredentials {
  email: string;
  password: string;
}

export const ADMIN: StaffCredentials = { email: 'chef@rennfeld.example', password: 'the chef password 1' };
export const EDITOR: StaffCredentials = { email: 'editor@rennfeld.example', password: 'the editor password 1' };

/** Adds a staff member with the bundled command line, as `npm run staff -- add` does. */
export function addStaffMember(server: TestServer, { email, password }: StaffCredentials, role: 'admin' | 'editor') {
  const result = spawnSync(
    process.execPath,
    [join(REPOSITORY_ROOT, 'apps/server/dist/staff-cli.js'), 'add', '--email', email, '--role', role],
    { env: { ...process.env, DATABASE_URL: server.databaseFile, STAFF_PASSWORD: password }, encoding: 'utf8' },
  );
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}

/**
 * A demo server of the file's own with these staff members, started before its tests and stopped
 * after them: for tests that change content or sign in.
 */
export function startStaffServerForTests(members: Array<[StaffCredentials, 'admin' | 'editor']>): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ storageDir: inject('storageDir') });
    for (const [credentials, role] of members) addStaffMember(server, credentials, role);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('The server is started by a beforeAll hook: use it inside a test or hook.');
    return server;
  };
}

/** A staff member's own browser, with every console error and CSP violation noted. */
export async function openStaffPage(chromium: Browser, baseUrl: string) {
  const context = await chromium.newContext({ baseURL: baseUrl, acceptDownloads: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems, close: () => context.close() };
}

export async function signIn(page: Page, { email, password }: StaffCredentials) {
  await page.goto('/admin');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('menuitem', { name: 'Contact messages' }).waitFor();
}

/** Signs in through the German sign-in form that `path` leads to, and stays on the page it opens. */
export async function signInInGerman(page: Page, { email, password }: StaffCredentials, path = '/admin') {
  await page.goto(path);
  await page.getByLabel(/^E-Mail/).fill(email);
  await page.getByLabel(/^Passwort(?! anzeigen)/).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * Opens a list from the staff menu and waits for that list's own data, so that what the test does
 * next cannot land on the list shown before (after sign-in, the first resource's list). A list
 * already shown is left as it is.
 */
export async function openStaffList(page: Page, menuItem: string) {
  const link = page.getByRole('menuitem', { name: menuItem });
  const href = (await link.getAttribute('href'))!;
  if (new URL(page.url()).pathname === href) return;
  // The staff app's routes are its resources' names under /admin, as are the staff API's paths under /api/admin.
  const resource = href.replace(/^\/admin\//, '');
  const listed = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/admin/${resource}` && response.request().method() === 'GET',
  );
  await link.click();
  expect((await listed).ok()).toBe(true);
}

/** Saves the open form and waits for this save's answer (a notice of the previous save may still show). */
export async function saveStaffForm(page: Page) {
  const answer = page.waitForResponse(
    (response) => response.url().includes('/api/admin/') && ['POST', 'PUT'].includes(response.request().method()),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await answer).ok()).toBe(true);
  await page
    .getByText(/^Element (created|updated)$/)
    .first()
    .waitFor();
}
