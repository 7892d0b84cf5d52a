import type { Locator } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { fetchApi, startDeadApiServerForTests } from './support/api.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { holdRouteData } from './support/hold-requests.ts';
import { openVisitorPage, parseStoredFile } from './support/page.ts';
import { escapeHtml, fetchServerHtml, firstParagraphText } from './support/server-html.ts';
import { startStandInApi } from './support/stub-api.ts';
import { startTestServer } from './support/test-server.ts';

/** Journey: a visitor reads about the company: catalogue, team, about and partnership (SPEC §2, §4, §8, §9). */

interface Catalogue {
  name: string;
  image: string;
  pdf: string;
}
interface TeamMember {
  name: string;
  department: string;
  email: string;
  phone: string;
  image: string;
}
interface AboutCompany {
  image: string;
  description: string;
}
interface Partnership {
  name: string;
  partner_detail: string;
  link: string;
  image: string;
}

const baseUrl = inject('baseUrl');
const storageDir = inject('storageDir');
const browser = launchChromiumForTests();

/** How many cards share the first card's row, and their widths. */
async function firstRow(list: Locator): Promise<{ columns: number; widths: number[] }> {
  const boxes = await list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  const top = boxes[0]!.y;
  const row = boxes.filter((box) => Math.abs(box.y - top) < 1);
  return { columns: row.length, widths: row.map((box) => box.width) };
}

/** SPEC §9: catalogue, team and partner grids are 1/2/4 columns (phone 390, tablet 800, desktop 1100 px). */
async function expectOneTwoFourColumns(path: string, listName: string) {
  const { page, problems, close } = await openVisitorPage(browser(), baseUrl, {
    viewport: { width: 390, height: 900 },
  });
  await page.goto(path);
  const grid = page.getByRole('list', { name: listName, exact: true });
  await grid.waitFor();
  expect(await grid.locator(':scope > li').count()).toBeGreaterThan(4);

  const phone = await firstRow(grid);
  expect(phone.columns).toBe(1);
  await page.setViewportSize({ width: 800, height: 900 });
  const tablet = await firstRow(grid);
  expect(tablet.columns).toBe(2);
  expect(tablet.widths[0]!).toBeLessThan(phone.widths[0]!);
  await page.setViewportSize({ width: 1100, height: 900 });
  const desktop = await firstRow(grid);
  expect(desktop.columns).toBe(4);
  expect(Math.max(...desktop.widths) - Math.min(...desktop.widths)).toBeLessThan(1);
  expect(desktop.widths[0]!).toBeLessThan(tablet.widths[0]!);
  expect(problems).toEqual([]);
  await close();
}

/**
 * A stand-in in front of the real API that counts the requests per path, to see how often a page
 * calls an endpoint.
 */
async function startCountingProxy(target: string) {
  const counts = new Map<string, number>();
  const proxy = await startStandInApi(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://proxy').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const answer = await fetch(`${target}${request.url}`);
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  return { ...proxy, counts };
}

describe('catalogue', () => {
  test('shows the banner, the intro, every catalogue with a Download link to its PDF, and the newsletter form', async () => {
    const { catelogs } = await fetchApi<{ catelogs: Catalogue[] }>(baseUrl, '/catelog/list');
    expect(catelogs.length).toBeGreaterThan(1);

    const { status, html } = await fetchServerHtml(`${baseUrl}/catalogue`);
    expect(status).toBe(200);
    for (const catalogue of catelogs) {
      expect(html).toContain(escapeHtml(catalogue.name));
      expect(html).toContain(`/storage/catalogue/${encodeURIComponent(catalogue.pdf)}`);
    }

    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto('/catalogue');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
    await main.getByRole('heading', { name: 'Our catalogues' }).waitFor();
    const grid = main.getByRole('list', { name: 'Catalogues', exact: true });
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(catelogs.length);

    for (const [index, catalogue] of catelogs.entries()) {
      const card = grid.getByRole('listitem').nth(index);
      await card.getByRole('heading', { name: catalogue.name }).waitFor();
      expect(parseStoredFile(await card.locator('img').getAttribute('src'))).toBe(
        `/storage/catalogue/${encodeURIComponent(catalogue.image)}`,
      );
      const download = card.getByRole('link', { name: /^Download/ });
      expect(await download.getAttribute('href')).toBe(`/storage/catalogue/${encodeURIComponent(catalogue.pdf)}`);
      expect(await download.getAttribute('target')).toBe('_blank');
      expect(await download.getAttribute('rel')).toBe('noopener noreferrer');
    }

    const pdf = await fetch(`${baseUrl}/storage/catalogue/${encodeURIComponent(catelogs[0]!.pdf)}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');

    await main.getByRole('region', { name: 'Subscribe to our newsletter' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('lays the catalogues out in 1, 2 and 4 columns', async () => {
    await expectOneTwoFourColumns('/catalogue', 'Catalogues');
  });
});

describe('team', () => {
  test('shows the intro, every member with image, department, e-mail and phone links, and the newsletter form', async () => {
    const { teamMembers } = await fetchApi<{ teamMembers: TeamMember[] }>(baseUrl, '/team-members/list');
    expect(teamMembers.length).toBeGreaterThan(4);

    const { html } = await fetchServerHtml(`${baseUrl}/team`);
    for (const member of teamMembers) expect(html).toContain(`href="mailto:${member.email}"`);
    expect(html).not.toContain('Loading team members...');

    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto('/team');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Our Team' }).waitFor();
    const grid = main.getByRole('list', { name: 'Team members', exact: true });
    const cards = grid.locator(':scope > li');
    await expect.poll(() => cards.count()).toBe(teamMembers.length);

    for (const [index, member] of teamMembers.entries()) {
      const card = cards.nth(index);
      await card.getByRole('heading', { name: member.name }).waitFor();
      await card.getByText(member.department, { exact: true }).waitFor();
      expect(parseStoredFile(await card.getByRole('img', { name: member.name }).getAttribute('src'))).toBe(
        `/storage/team-members/${encodeURIComponent(member.image)}`,
      );
      expect(await card.getByRole('link', { name: member.email }).getAttribute('href')).toBe(`mailto:${member.email}`);
      expect(await card.getByRole('link', { name: member.phone }).getAttribute('href')).toBe(
        `tel:${member.phone.replace(/[^0-9+]/g, '')}`,
      );
    }
    await main.getByRole('region', { name: 'Subscribe to our newsletter' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('lays the team out in 1, 2 and 4 columns', async () => {
    await expectOneTwoFourColumns('/team', 'Team members');
  });

  test('shows "Loading team members..." while a client-side navigation waits for the team', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto('/about');
    const release = await holdRouteData(page, 'routes/team');
    await page.getByRole('main').getByRole('link', { name: 'Meet our team' }).click();
    await page.getByText('Loading team members...').waitFor();
    expect(new URL(page.url()).pathname).toBe('/team');
    release();
    await page.getByRole('list', { name: 'Team members', exact: true }).waitFor();
    await expect.poll(() => page.getByText('Loading team members...').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('about', () => {
  test('shows the intro, the company blocks with images alternating left and right, and where to go next', async () => {
    const { aboutCompanies } = await fetchApi<{ aboutCompanies: AboutCompany[] }>(baseUrl, '/about-company');
    expect(aboutCompanies.length).toBeGreaterThan(1);

    const { status, html } = await fetchServerHtml(`${baseUrl}/about`);
    expect(status).toBe(200);
    for (const block of aboutCompanies) {
      expect(html).toContain(`/storage/about/${encodeURIComponent(block.image)}`);
    }

    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto('/about');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'About Company' }).waitFor();
    const blocks = main.locator('.content-company-block');
    await expect.poll(() => blocks.count()).toBe(aboutCompanies.length);

    for (const [index, block] of aboutCompanies.entries()) {
      const section = blocks.nth(index);
      await section.getByText(firstParagraphText(block.description), { exact: false }).first().waitFor();
      const image = await section.locator('img').boundingBox();
      const text = await section.locator('.rich-text').boundingBox();
      // Desktop: image left in the first block, right in the second, and so on.
      if (index % 2 === 0) expect(image!.x).toBeLessThan(text!.x);
      else expect(image!.x).toBeGreaterThan(text!.x);
    }

    const next = main.getByRole('region', { name: 'Find the right oil for your engine' });
    expect(await next.getByRole('link', { name: 'See the catalogue' }).getAttribute('href')).toBe('/catalogue');
    expect(await next.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('partnership', () => {
  test('shows the intro, the company blocks, every partner with a new-tab home page link, and where to go next', async () => {
    const { partnerships } = await fetchApi<{ partnerships: Partnership[] }>(baseUrl, '/partnership/list');
    const { aboutCompanies } = await fetchApi<{ aboutCompanies: AboutCompany[] }>(baseUrl, '/about-company');
    expect(partnerships.length).toBeGreaterThan(4);

    const { status, html } = await fetchServerHtml(`${baseUrl}/partnership`);
    expect(status).toBe(200);
    for (const partner of partnerships) expect(html).toContain(escapeHtml(partner.name));

    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto('/partnership');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Partnership' }).waitFor();
    await expect.poll(() => main.locator('.content-company-block').count()).toBe(aboutCompanies.length);

    const grid = main.getByRole('list', { name: 'Partners', exact: true });
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(partnerships.length);
    for (const [index, partner] of partnerships.entries()) {
      const card = grid.getByRole('listitem').nth(index);
      await card.getByRole('heading', { name: partner.name }).waitFor();
      await card.getByText(partner.partner_detail).waitFor();
      expect(parseStoredFile(await card.locator('img').getAttribute('src'))).toBe(
        `/storage/partnership/${encodeURIComponent(partner.image)}`,
      );
      const homePage = card.getByRole('link', { name: /^Go To Home Page/ });
      expect(await homePage.getAttribute('href')).toBe(partner.link);
      expect(await homePage.getAttribute('target')).toBe('_blank');
      expect(await homePage.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await main
      .getByRole('region', { name: 'Racing with Rennfeld' })
      .getByRole('link', { name: 'Become a partner' })
      .waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('lays the partners out in 1, 2 and 4 columns', async () => {
    await expectOneTwoFourColumns('/partnership', 'Partners');
  });

  test('shows "Loading partnerships..." while a client-side navigation waits for the partners', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto('/about');
    const release = await holdRouteData(page, 'routes/partnership');
    await page.getByRole('main').getByRole('link', { name: 'motorsport partners' }).click();
    await page.getByText('Loading partnerships...').waitFor();
    expect(new URL(page.url()).pathname).toBe('/partnership');
    release();
    await page.getByRole('list', { name: 'Partners', exact: true }).waitFor();
    await expect.poll(() => page.getByText('Loading partnerships...').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('one request for the company information serves the whole page', async () => {
    const proxy = await startCountingProxy(baseUrl);
    const server = await startTestServer({ storageDir, env: { PUBLIC_API_BASE: proxy.apiBase } });
    try {
      const { status, html } = await fetchServerHtml(`${server.baseUrl}/partnership`);
      expect(status).toBe(200);
      expect(html).toContain('content-company-block');
      expect(proxy.counts.get('/api/about-company')).toBe(1);
      expect(proxy.counts.get('/api/partnership/list')).toBe(1);
    } finally {
      await server.stop();
      await proxy.close();
    }
  });
});

describe('without JavaScript', () => {
  const pages = [
    { path: '/catalogue', heading: 'Catalogue', list: 'Catalogues' },
    { path: '/team', heading: 'Our Team', list: 'Team members' },
    { path: '/partnership', heading: 'Partnership', list: 'Partners' },
  ];
  for (const { path, heading, list } of pages) {
    test(`${path} shows all of its content`, async () => {
      const { page, problems, close } = await openVisitorPage(browser(), baseUrl, { javaScriptEnabled: false });
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const grid = page.getByRole('list', { name: list, exact: true });
      await grid.waitFor();
      expect(await grid.locator(':scope > li').count()).toBeGreaterThan(4);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /^Loading/ })
          .count(),
      ).toBe(0);
      expect(problems).toEqual([]);
      await close();
    });
  }

  test('/about shows its company blocks', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl, { javaScriptEnabled: false });
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About Company' }).waitFor();
    expect(await page.locator('.content-company-block').count()).toBeGreaterThan(1);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('when the company pages cannot load their data', () => {
  const deadApiServer = startDeadApiServerForTests();

  const cases = [
    { path: '/catalogue', heading: 'Catalogue', message: 'Error loading catalogues' },
    { path: '/team', heading: 'Our Team', message: 'Failed to load team members.' },
    { path: '/about', heading: 'About Company', message: 'Failed to load data.' },
    { path: '/partnership', heading: 'Partnership', message: 'Failed to load partnerships.' },
  ];
  for (const { path, heading, message } of cases) {
    test(`${path} says "${message}"`, async () => {
      const { status, html } = await fetchServerHtml(`${deadApiServer().baseUrl}${path}`);
      expect(status).toBe(200);
      expect(html).toContain(message);

      const { page, problems, close } = await openVisitorPage(browser(), deadApiServer().baseUrl);
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      // SPEC §8: the company-info failure on the partnership page is only logged.
      expect(await page.getByRole('alert').count()).toBe(1);
      expect(problems).toEqual([]);
      await close();
    });
  }
});
