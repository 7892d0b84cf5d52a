import { readFileSync } from 'node:fs';
import { SQLite } from '@rennfeld/api/db';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromiumForTests } from './support/chromium.ts';
import {
  ADMIN,
  addStaffMember,
  EDITOR,
  openStaffList,
  openStaffPage,
  signIn,
  signInInGerman,
} from './support/staff.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { readStructuredData } from './support/page.ts';

/**
 * Journey: the brand's staff in the staff area (/admin). A visitor's message arrives in the inbox
 * without a reload; staff mark it handled and delete it, export the subscribers; an editor cannot
 * reach staff accounts; after sign-out, the back button shows nothing private.
 */

const storageDir = inject('storageDir');
const browser = launchChromiumForTests();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ storageDir });
  addStaffMember(server, ADMIN, 'admin');
  addStaffMember(server, EDITOR, 'editor');
});
afterAll(async () => {
  await server?.stop();
});

async function sendContactMessage(page: Page, subject: string) {
  await page.goto('/contact');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Lukas Brenner');
  await form.getByLabel('Email').fill('lukas@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Which oil suits a 1998 race engine?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText("Thank you for contacting us! We'll get back to you soon.").waitFor();
}

describe('the staff area', () => {
  test('a message from the contact form arrives without a reload, is handled, then deleted', async () => {
    const staff = await openStaffPage(browser(), server.baseUrl);
    const visitor = await (await browser().newContext({ baseURL: server.baseUrl })).newPage();
    try {
      await signIn(staff.page, ADMIN);
      await staff.page.getByRole('menuitem', { name: 'Contact messages' }).click();
      const subject = `Race engine oil ${Date.now()}`;
      await sendContactMessage(visitor, subject);

      // The list polls: no reload, no click.
      const row = staff.page.getByRole('row', { name: new RegExp(subject) });
      await row.waitFor({ timeout: 20_000 });
      await row.getByText(subject).click();
      await staff.page.getByText('Which oil suits a 1998 race engine?').waitFor();
      await staff.page.getByRole('button', { name: 'Mark as handled' }).click();
      await staff.page.getByRole('button', { name: 'Mark as not handled' }).waitFor();

      await staff.page.getByRole('button', { name: 'Delete' }).click();
      await staff.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await staff.page.getByRole('row', { name: new RegExp(subject) }).waitFor({ state: 'detached' });
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.close();
      await visitor.context().close();
    }
  });

  test('without a mail server, the confirmation e-mail waits in the Outbox; once confirmed, the address is exported as a CSV a mail tool reads', async () => {
    const visitor = await (await browser().newContext({ baseURL: server.baseUrl })).newPage();
    const email = `joerg-${Date.now()}@example.com`;
    const subscribed = await visitor.request.post('/api/newsletter-store', { data: { name: 'Jörg Müller', email } });
    expect(subscribed.status()).toBe(201);

    const staff = await openStaffPage(browser(), server.baseUrl);
    const exportCsv = async () => {
      await openStaffList(staff.page, 'Subscribers');
      await staff.page.getByRole('cell', { name: email }).waitFor();
      const [download] = await Promise.all([
        staff.page.waitForEvent('download'),
        staff.page.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv$/);
      return readFileSync((await download.path())!, 'utf8');
    };
    try {
      await signIn(staff.page, EDITOR);
      // Awaiting its owner's confirmation, the address is no subscriber yet.
      expect(await exportCsv()).not.toContain(email);
      const row = staff.page.getByRole('row').filter({ hasText: email });
      await row.getByText('Awaiting confirmation').waitFor();

      await openStaffList(staff.page, 'Outbox');
      await staff.page.getByRole('cell', { name: email }).click();
      await staff.page.getByText('Held (no mail server set up)').waitFor();
      const text = await staff.page.getByText(/newsletter\/confirm\?token=/).innerText();
      const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(text)![0];

      await visitor.goto(confirmLink);
      await visitor.getByRole('button', { name: 'Confirm my subscription' }).click();
      await visitor.getByText('Your subscription is confirmed. Thank you!').waitFor();

      const csv = await exportCsv();
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const lines = csv.slice(1).split('\r\n');
      expect(lines[0]).toBe('Email Address,Name,Subscribed At,Status,Unsubscribed At');
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${email},Jörg Müller,`)));
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.close();
      await visitor.context().close();
    }
  });

  test('an editor has no way to staff accounts, and the server refuses them', async () => {
    const staff = await openStaffPage(browser(), server.baseUrl);
    try {
      await signIn(staff.page, EDITOR);
      expect(await staff.page.getByRole('menuitem', { name: 'Staff' }).count()).toBe(0);
      expect(await staff.page.getByRole('menuitem', { name: 'Audit log' }).count()).toBe(0);
      const answer = await staff.page.request.get('/api/admin/staff');
      expect(answer.status()).toBe(403);
      // Opened by its address, the page says it is for admins, not that it does not exist.
      await staff.page.goto('/admin/staff');
      await staff.page.getByRole('heading', { level: 1, name: 'No permission' }).waitFor();
      expect(await staff.page.getByText('rennfeld.title').count()).toBe(0);
      await staff.page.goto('/admin/no-such-page');
      await staff.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    } finally {
      await staff.close();
    }
  });

  test('speaks German to a browser that asks for it, and exports the inbox', async () => {
    const context = await browser().newContext({ baseURL: server.baseUrl, locale: 'de-DE', acceptDownloads: true });
    try {
      const page = await context.newPage();
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Rennfeld · Mitarbeiterbereich' }).waitFor();
      await page.getByLabel(/^E-Mail/).fill(EDITOR.email);
      await page.getByLabel(/^Passwort(?! anzeigen)/).fill('not the password');
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.getByText('E-Mail-Adresse oder Passwort ist falsch.').waitFor();
      await page.getByLabel(/^Passwort(?! anzeigen)/).fill(EDITOR.password);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.getByRole('menuitem', { name: 'Kontaktnachrichten' }).waitFor();
      // The menu in the groups staff look for, each with its own items.
      const groups = page.locator('.RaMenu-open .MuiListSubheader-root');
      expect(await groups.allTextContents()).toEqual([
        'Katalog',
        'Inhalte',
        'Unternehmen',
        'Posteingang & E-Mails',
        'Betrieb',
      ]);
      await page.getByRole('menuitem', { name: 'Abonnenten' }).click();
      await page.getByRole('link', { name: 'CSV exportieren: Bestätigt' }).waitFor();

      // The inbox's export holds every message (react-admin's own asked for more rows than the API gives).
      const sent = await page.request.post('/api/contact-store', {
        data: { name: 'Greta Hahn', email: 'greta@example.com', subject: 'Frage zum Öl', message: 'Welches Öl?' },
      });
      expect(sent.status()).toBe(201);
      await page.getByRole('menuitem', { name: 'Kontaktnachrichten' }).click();
      await page.getByRole('cell', { name: 'Frage zum Öl' }).waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Alle als CSV exportieren' }).click();
      const lines = readFileSync(await (await download).path(), 'utf8')
        .slice(1)
        .split('\r\n');
      expect(lines[0]).toBe('Received At,Name,Email Address,Phone,Subject,Message,Handled At');
      expect(lines).toContainEqual(
        expect.stringMatching(/,Greta Hahn,greta@example\.com,,Frage zum Öl,Welches Öl\?,$/),
      );
    } finally {
      await context.close();
    }
  });

  test("writes money and times in the staff area's language, not the browser's", async () => {
    const staff = await openStaffPage(browser(), server.baseUrl);
    try {
      await signIn(staff.page, EDITOR);
      await openStaffList(staff.page, 'Products');
      const firstRow = staff.page.locator('tbody tr').first();
      await firstRow.waitFor();
      // English: €23.90 and 02/12/2026, 18:11 (the brand's office time).
      expect(await firstRow.locator('td.column-minPrice').innerText()).toMatch(/^€\d+\.\d{2}$/);
      expect(await firstRow.locator('td.column-updatedAt').innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);

      await staff.page.getByRole('button', { name: 'English' }).click();
      await staff.page.getByRole('menuitem', { name: 'Deutsch' }).click();
      await staff.page.getByRole('menuitem', { name: 'Produkte' }).waitFor();
      await expect.poll(() => firstRow.locator('td.column-minPrice').innerText()).toMatch(/^\d+,\d{2}\s€$/);
      expect(await firstRow.locator('td.column-updatedAt').innerText()).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.close();
    }
  });

  test('the company details offer no Delete; an article whose time has not come is listed as Scheduled', async () => {
    const db = new SQLite(server.databaseFile);
    let scheduled: string;
    try {
      const article = db.prepare('select id, name from news order by id limit 1').get() as { id: number; name: string };
      scheduled = article.name;
      db.prepare("update news set status = 'published', published_at = ? where id = ?").run(
        new Date(Date.now() + 7 * 86_400_000).toISOString(),
        article.id,
      );
    } finally {
      db.close();
    }
    const staff = await openStaffPage(browser(), server.baseUrl);
    try {
      await signIn(staff.page, EDITOR);
      await staff.page.getByRole('menuitem', { name: 'Company details' }).click();
      await staff.page.getByRole('button', { name: 'Save' }).waitFor();
      expect(await staff.page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

      await openStaffList(staff.page, 'News');
      const row = staff.page.getByRole('row').filter({ hasText: scheduled });
      await row.getByText('Scheduled', { exact: true }).waitFor();
      expect(await staff.page.getByRole('row').getByText('Published', { exact: true }).count()).toBeGreaterThan(0);
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.close();
    }
  });

  test('the company details are the one source of the imprint, the hotline and the contact page', async () => {
    const context = await browser().newContext({ baseURL: server.baseUrl, locale: 'de-DE' });
    try {
      const page = await context.newPage();
      await signInInGerman(page, EDITOR, '/admin/company-details');
      const phone = page.getByLabel('Telefon (Hotline)');
      await phone.fill('+49 6131 4780-99');
      await page.getByLabel('Geschäftsführung').fill('Katharina Rennfeld, Jonas Weber');
      const saved = page.waitForResponse(
        (answer) => answer.url().endsWith('/api/admin/company-details/main') && answer.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Speichern' }).click();
      expect((await saved).ok()).toBe(true);

      const visitor = await context.newPage();
      await visitor.goto('/de/imprint');
      const main = visitor.getByRole('main');
      await main.getByRole('heading', { level: 2, name: 'Angaben gemäß § 5 DDG' }).waitFor();
      await main.getByText('Geschäftsführung: Katharina Rennfeld, Jonas Weber').waitFor();
      // The country is stored as its code and named in the page's language.
      await main.getByText('Am Ölhafen 7, 55120 Rennfeld, Deutschland').waitFor();
      expect(await main.getByRole('link', { name: '+49 6131 4780-99' }).getAttribute('href')).toBe('tel:+496131478099');
      // The document staff write no longer repeats what the record states.
      expect(await main.getByText(/Geschäftsführerin/).count()).toBe(0);
      const footer = visitor.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: '+49 6131 4780-99' }).getAttribute('href')).toBe(
        'tel:+496131478099',
      );
      await visitor.goto('/de/contact');
      await visitor.getByRole('complementary').getByRole('link', { name: '+49 6131 4780-99' }).waitFor();
      const organization = await readStructuredData<{ telephone: string; address: { streetAddress: string } }>(
        visitor,
        'Organization',
      );
      expect(organization.telephone).toBe('+49 6131 4780-99');
      expect(organization.address.streetAddress).toBe('Am Ölhafen 7');
    } finally {
      await context.close();
    }
  });

  test('the product form marks its required fields, labels its size buttons and adds a new viscosity in place', async () => {
    const context = await browser().newContext({
      baseURL: server.baseUrl,
      locale: 'de-DE',
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = await context.newPage();
      await signInInGerman(page, EDITOR, '/admin/products/create');
      await page.getByRole('heading', { level: 2, name: 'Größen und Preise' }).waitFor();
      expect(await page.getByLabel('Name *', { exact: true }).count()).toBe(1);
      expect(await page.getByLabel('Marke', { exact: true }).count()).toBe(1);

      await page.getByRole('button', { name: 'Größe hinzufügen' }).click();
      const remove = page.getByRole('button', { name: 'Diese Größe entfernen' });
      // Shown without a mouse over the row: a keyboard reaches it too.
      expect(await remove.isVisible()).toBe(true);
      await page.getByLabel('GTIN (EAN)').focus();
      await page.keyboard.press('Tab');
      expect(await remove.evaluate((button) => button === document.activeElement)).toBe(true);

      await page.getByRole('combobox', { name: 'Viskosität' }).click();
      await page.getByRole('option', { name: 'Neuer Filterwert' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neuer Filterwert' });
      await dialog.getByLabel('Name').fill('0W-16');
      await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('combobox', { name: 'Viskosität' }).innerText()).toBe('0W-16');
      const viscosities = (await (await page.request.get('/api/admin/viscosities?perPage=500')).json()) as {
        data: Array<{ name: string; slug: string }>;
      };
      expect(viscosities.data).toContainEqual(expect.objectContaining({ name: '0W-16', slug: '0w-16' }));
      // The product form itself was not sent.
      expect(page.url()).toMatch(/\/admin\/products\/create$/);
    } finally {
      await context.close();
    }
  });

  test('a legal text edited in the German staff area changes only by the words typed', async () => {
    const context = await browser().newContext({ baseURL: server.baseUrl, locale: 'de-DE' });
    try {
      const visitor = await context.newPage();
      const storedText = async () => {
        await visitor.goto('/de/copyright');
        return visitor.getByRole('main').locator('.rich-text').innerHTML();
      };
      const before = await storedText();

      const page = await context.newPage();
      await signInInGerman(page, EDITOR, '/admin/legal-documents/copyright');
      const german = page.getByRole('textbox', { name: 'Text (Deutsch)' });
      await german.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.insertText(' Stand: Dezember 2026.');
      const saved = page.waitForResponse((answer) => answer.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Speichern' }).click();
      expect((await saved).ok()).toBe(true);

      const after = await storedText();
      expect(after).toBe(before.replace(/<\/p>(?![\s\S]*<\/p>)/, ' Stand: Dezember 2026.</p>'));
      expect(after.match(/<br/g)?.length ?? 0).toBe(before.match(/<br/g)?.length ?? 0);
    } finally {
      await context.close();
    }
  });

  test('the first page after sign-in shows what needs attention, each count leading to its list', async () => {
    const visitor = await (await browser().newContext({ baseURL: server.baseUrl })).newPage();
    const staff = await openStaffPage(browser(), server.baseUrl);
    try {
      const sent = await visitor.request.post('/api/contact-store', {
        data: { name: 'Lea Brandt', email: 'lea@example.com', subject: 'Dashboard question', message: 'Which oil?' },
      });
      expect(sent.status()).toBe(201);
      await signIn(staff.page, EDITOR);
      const heading = staff.page.getByRole('heading', { level: 1, name: 'What needs attention' });
      await heading.waitFor();
      const { unhandledMessages } = (await (await staff.page.request.get('/api/admin/dashboard')).json()) as {
        unhandledMessages: number;
      };
      expect(unhandledMessages).toBeGreaterThan(0);
      const messages = staff.page.getByRole('link', { name: /contact messages? not handled yet/ });
      expect(await messages.innerText()).toContain(String(unhandledMessages));
      await messages.click();
      await staff.page.getByRole('cell', { name: 'Dashboard question' }).waitFor();
      expect(new URL(staff.page.url()).searchParams.get('filter')).toBe('{"handled":false}');
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.close();
      await visitor.context().close();
    }
  });

  test('the sign-in form on a phone shows its button with its label', async () => {
    const context = await browser().newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto('/admin');
      const button = page.getByRole('button', { name: 'Sign in' });
      await button.waitFor();
      expect(await button.textContent()).toBe('Sign in');
      expect((await button.boundingBox())!.width).toBeGreaterThan(300);
    } finally {
      await context.close();
    }
  });

  test('after sign-out, the back button shows nothing private', async () => {
    const staff = await openStaffPage(browser(), server.baseUrl);
    try {
      await signIn(staff.page, ADMIN);
      await staff.page.getByRole('menuitem', { name: 'Staff' }).click();
      await staff.page.getByRole('cell', { name: EDITOR.email }).first().waitFor();
      await staff.page.getByRole('button', { name: 'Profile' }).click();
      await staff.page.getByRole('menuitem', { name: 'Logout' }).click();
      await staff.page.getByRole('button', { name: 'Sign in' }).waitFor();

      await staff.page.goBack();
      await staff.page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await staff.page.getByText(EDITOR.email).count()).toBe(0);
      expect((await staff.page.request.get('/api/admin/staff')).status()).toBe(401);
    } finally {
      await staff.close();
    }
  });
});
