import { VITALS_PAGE_ROUTES } from '@rennfeld/contract';
import { SITE_LOCALES } from '@rennfeld/contract/constants';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes.ts';

/** React Router's id of a route: its own, or its module's path without the extension. */
const idOf = (route: RouteConfigEntry) => route.id ?? route.file.replace(/\.tsx$/, '');

describe('the route table', () => {
  it('has every page the real-user timings may report, in every language, and no other', () => {
    const pages = new Set(
      routes.map((route) => {
        const id = idOf(route);
        const prefix = SITE_LOCALES.find((locale) => id.startsWith(`${locale}/`));
        return prefix ? id.slice(prefix.length + 1) : id;
      }),
    );
    expect([...pages].sort()).toEqual([...VITALS_PAGE_ROUTES].sort());
  });
});
