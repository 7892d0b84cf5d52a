import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForTests } from './support/chromium.ts';
import { EDITOR, signInInGerman, startStaffServerForTests } from './support/staff.ts';

/**
 * Journey: staff edit rich text in German. Every rich text of the demo, loaded into the running
 * editor of its kind of record, a word typed at its start and saved, comes back from the server
 * exactly as it was with that word: tables, their header cells, lists, fine print and links
 * included. The toolbar speaks German and offers only what the public pages show.
 */

const browser = launchChromiumForTests();
const server = startStaffServerForTests([[EDITOR, 'editor']]);

/** Each kind of record with rich text, and its rich-text fields in the form's order. */
const RICH_TEXT_FIELDS = {
  products: ['details', 'detailsDe'],
  news: ['longDescription', 'longDescriptionDe'],
  'legal-documents': ['description', 'descriptionDe'],
  'about-blocks': ['description', 'descriptionDe'],
} as const;
type Resource = keyof typeof RICH_TEXT_FIELDS;

const TYPED = 'Ölwechsel ';

async function staffApi<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/admin/${path}`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** Every record of a kind as the staff API stores it. */
async function recordsOf(page: Page, resource: Resource) {
  const list = await staffApi<{ data: { id: string | number }[] }>(page, `${resource}?page=1&perPage=500`);
  return Promise.all(
    list.data.map((row) => staffApi<Record<string, unknown>>(page, `${resource}/${encodeURIComponent(row.id)}`)),
  );
}

async function openEditor(page: Page, path: string) {
  await page.goto(path);
  await page.locator('.ProseMirror').nth(1).waitFor();
}

async function expectTheGermanToolbar(page: Page) {
  const toolbar = page.locator('.ra-input-details');
  for (const tool of [
    'Text',
    'Überschrift',
    'Zwischenüberschrift',
    'Fett',
    'Aufzählung',
    'Link einfügen oder ändern',
  ]) {
    expect(await toolbar.getByRole('button', { name: tool, exact: true }).count(), tool).toBe(1);
  }
  expect(await toolbar.getByRole('button', { name: /code|heading|überschrift 1/i }).count()).toBe(0);
}

/** The stored text with a word typed at the start of its first line, inside that line's tags. */
const withTypedWord = (html: string) => html.replace(/^((?:<[^>]+>)*)/, `$1${TYPED}`);

/** Puts a text into the form's editor as a stored record would, types a word at its start and saves. */
async function typeIntoAndSave(page: Page, editorIndex: number, html: string, field: string) {
  const editor = page.locator('.ProseMirror').nth(editorIndex);
  await editor.evaluate(async (element, content) => {
    const { editor: tiptap } = element as HTMLElement & {
      editor: { commands: { setContent: (html: string, options: object) => void; focus: (at: string) => void } };
    };
    tiptap.commands.setContent(content, { emitUpdate: false, parseOptions: { preserveWhitespace: true } });
    tiptap.commands.focus('start');
    // TipTap moves the focus on the next frame.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, html);
  await page.keyboard.insertText(TYPED);
  const answer = page.waitForResponse((response) => response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Speichern' }).click();
  const response = await answer;
  expect(response.ok(), await response.text()).toBe(true);
  const saved = (await response.json()) as Record<string, unknown>;
  // The form takes the saved record back (nothing is left to save) or goes back to its list.
  await page.locator('button[type="submit"][disabled], .RaList-main').first().waitFor();
  return saved[field];
}

describe('rich text in the staff editor', () => {
  test('every rich text of the demo comes back from a save as it was, with the word typed into it', async () => {
    const context = await browser().newContext({ baseURL: server().baseUrl, locale: 'de-DE' });
    const page = await context.newPage();
    try {
      await signInInGerman(page, EDITOR);
      await page.getByRole('menuitem', { name: 'Kontaktnachrichten' }).waitFor();
      let compared = 0;
      for (const [resource, fields] of Object.entries(RICH_TEXT_FIELDS) as [Resource, readonly string[]][]) {
        const records = await recordsOf(page, resource);
        const texts = records.flatMap((record) =>
          fields
            .map((field, editorIndex) => ({ field, editorIndex, html: record[field] }))
            .filter((text): text is { field: string; editorIndex: number; html: string } => !!text.html),
        );
        // Each text goes through the editor of its own field, in a record of its own kind.
        const editPath = `/admin/${resource}/${encodeURIComponent(String(records[0]!.id))}`;
        await openEditor(page, editPath);
        if (resource === 'products') await expectTheGermanToolbar(page);
        for (const { field, editorIndex, html } of texts) {
          // Some forms go back to their list after a save (the company's blocks).
          if (new URL(page.url()).pathname !== editPath) await openEditor(page, editPath);
          expect(await typeIntoAndSave(page, editorIndex, html, field), `${resource} ${field}`).toBe(
            withTypedWord(html),
          );
          compared += 1;
        }
      }
      // Products in two languages, news, the legal pages and the company's blocks.
      expect(compared).toBeGreaterThan(150);
    } finally {
      await context.close();
    }
  }, 240_000);
});
