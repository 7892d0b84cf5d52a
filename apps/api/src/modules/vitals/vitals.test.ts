import { ErrorResponseSchema, ValidationErrorResponseSchema, type VitalsBeacon } from '@rennfeld/contract';
import { VitalsSummarySchema } from '@rennfeld/contract/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestStaffMember, signIn } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';
import { addVitalsCounts, firstDayOfWindow } from './vitals.repository.ts';

const reported: VitalsBeacon[] = [];
const api = useTestApi({
  apiOptions: {
    vitals: { rateLimit: { max: 1000, timeWindowMs: 60_000 }, onBeacon: (beacon) => reported.push(beacon) },
  },
});

let editor: string;
beforeAll(async () => {
  editor = await signIn(api.app, await createTestStaffMember(api.db, 'editor'));
});

const beacon = (overrides: Partial<VitalsBeacon> = {}): VitalsBeacon => ({
  route: 'routes/product-detail',
  language: 'en',
  metrics: [
    { name: 'TTFB', value: 180.4 },
    { name: 'LCP', value: 1800 },
    { name: 'CLS', value: 0.02 },
    { name: 'INP', value: 96 },
  ],
  ...overrides,
});

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url: '/api/vitals',
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });

async function summary() {
  const response = await api.app.inject({ url: '/api/admin/vitals', headers: { cookie: editor } });
  expect(response.statusCode).toBe(200);
  return VitalsSummarySchema.parse(response.json());
}

const rowsOf = async (route: string, language = 'en') =>
  (await summary()).rows.filter((row) => row.route === route && row.language === language);

describe('POST /api/vitals', () => {
  it('takes a page view’s report with 204 and counts it, told to the metrics hook', async () => {
    const response = await send(beacon());
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(reported.at(-1)).toEqual(beacon());

    const rows = await rowsOf('routes/product-detail');
    expect(rows.map(({ metric, samples, rating }) => ({ metric, samples, rating }))).toEqual([
      { metric: 'LCP', samples: 1, rating: 'good' },
      { metric: 'INP', samples: 1, rating: 'good' },
      { metric: 'CLS', samples: 1, rating: 'good' },
      { metric: 'TTFB', samples: 1, rating: 'good' },
    ]);
    // Read back from its bucket: within 9 % of what was sent.
    expect(rows[0]!.p75).toBeGreaterThan(1800 * 0.91);
    expect(rows[0]!.p75).toBeLessThan(1800 * 1.09);
    // Counters of buckets only: the table holds nothing else about the visit.
    const stored = await api.db
      .selectFrom('web_vitals')
      .selectAll()
      .where('route', '=', 'routes/product-detail')
      .execute();
    expect(stored).toHaveLength(4);
    expect(Object.keys(stored[0]!).sort()).toEqual(['bucket', 'count', 'day', 'language', 'metric', 'route']);
  });

  it('gives the p75 of 100 page views within a bucket’s precision, and Google’s rating of it', async () => {
    // LCP 100 ms … 10 s in steps of 100 ms: the exact p75 is 7575 ms (poor); INP 5 … 500 ms: 378.75 (needs improvement).
    for (let view = 1; view <= 100; view++) {
      const response = await send({
        route: 'routes/news',
        language: 'de',
        metrics: [
          { name: 'LCP', value: view * 100 },
          { name: 'INP', value: view * 5 },
        ],
      });
      expect(response.statusCode).toBe(204);
    }
    const rows = await rowsOf('routes/news', 'de');
    const lcp = rows.find((row) => row.metric === 'LCP')!;
    const inp = rows.find((row) => row.metric === 'INP')!;
    expect(lcp.samples).toBe(100);
    expect(Math.abs(lcp.p75 - 7575) / 7575).toBeLessThan(0.09);
    expect(lcp.rating).toBe('poor');
    expect(Math.abs(inp.p75 - 378.75) / 378.75).toBeLessThan(0.09);
    expect(inp.rating).toBe('needs-improvement');
    expect(await rowsOf('routes/news', 'en')).toEqual([]);
  });

  it.each([
    ['an unknown page', beacon({ route: 'routes/admin' as VitalsBeacon['route'] }), 'Unknown page route.'],
    [
      'an address instead of a route',
      beacon({ route: '/product-detail/oil' as VitalsBeacon['route'] }),
      'Unknown page route.',
    ],
    ['an unknown language', beacon({ language: 'fr' as VitalsBeacon['language'] }), undefined],
    ['an unknown metric', beacon({ metrics: [{ name: 'FID' as 'LCP', value: 12 }] }), undefined],
    ['a negative value', beacon({ metrics: [{ name: 'LCP', value: -1 }] }), 'A value cannot be negative.'],
    [
      'an LCP of ten minutes',
      beacon({ metrics: [{ name: 'LCP', value: 600_000 }] }),
      'A value is larger than any page view takes.',
    ],
    [
      'a CLS of 1000',
      beacon({ metrics: [{ name: 'CLS', value: 1000 }] }),
      'A value is larger than any page view takes.',
    ],
    ['a value as text', beacon({ metrics: [{ name: 'LCP', value: '1800' as unknown as number }] }), undefined],
    [
      'a metric twice',
      beacon({
        metrics: [
          { name: 'CLS', value: 0 },
          { name: 'CLS', value: 0.1 },
        ],
      }),
      'Each metric may be reported once.',
    ],
    ['no metric', beacon({ metrics: [] }), undefined],
    ['a field more (an id)', { ...beacon(), id: 'v5-1712345-123' }, undefined],
  ])('refuses %s with 422 and a message, counting nothing', async (_case, payload, message) => {
    const before = reported.length;
    const response = await send(payload);
    expect(response.statusCode).toBe(422);
    const body = ValidationErrorResponseSchema.parse(response.json());
    if (message) expect(body.message).toBe(message);
    else expect(body.message).not.toBe('');
    expect(reported).toHaveLength(before);
  });

  it('refuses broken JSON with 400, another content type with 415 and an oversized body with 413', async () => {
    const broken = await send('{"route": ');
    expect(broken.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(broken.json()).message).not.toBe('');

    const text = await send(JSON.stringify(beacon()), { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    ErrorResponseSchema.parse(text.json());

    const oversized = await send({ ...beacon(), padding: 'x'.repeat(4096) });
    expect(oversized.statusCode).toBe(413);
    ErrorResponseSchema.parse(oversized.json());
  });
});

describe('the stored counts', () => {
  it('add up when instances write the same bucket, and days before the window are left out', async () => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const row = { day: today, route: 'routes/contact', language: 'en', metric: 'TTFB', bucket: 60, count: 2 };
    await addVitalsCounts(api.db, [row]);
    await addVitalsCounts(api.db, [{ ...row, count: 3 }]);
    const dayBefore = new Date(`${firstDayOfWindow(now)}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    await addVitalsCounts(api.db, [{ ...row, day: dayBefore.toISOString().slice(0, 10), bucket: 120, count: 50 }]);

    const [ttfb] = await rowsOf('routes/contact');
    expect(ttfb).toMatchObject({ metric: 'TTFB', samples: 5, rating: 'good' });
  });
});

describe('the vitals rate limit', () => {
  const limited = useTestApi({ apiOptions: { vitals: { rateLimit: { max: 3, timeWindowMs: 60_000 } } } });

  it('answers 429 JSON with Retry-After past its limit per address, before reading the body', async () => {
    const post = (remoteAddress: string, payload: unknown) =>
      limited.app.inject({ method: 'POST', url: '/api/vitals', payload: payload as object, remoteAddress });
    const address = '198.51.100.20';
    expect((await post(address, beacon())).statusCode).toBe(204);
    expect((await post(address, {})).statusCode).toBe(422);
    expect((await post(address, beacon())).statusCode).toBe(204);
    const refused = await post(address, beacon());
    expect(refused.statusCode).toBe(429);
    expect(ErrorResponseSchema.parse(refused.json()).message).toMatch(/^Too many requests\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('198.51.100.21', beacon())).statusCode).toBe(204);
  });
});
