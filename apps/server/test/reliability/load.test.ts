import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrateToLatest } from '@rennfeld/api/db';
import autocannon from 'autocannon';
import { SQLite } from '@rennfeld/api/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../api/test/builders.ts';
import { killServer, startServerProcess, type ServerProcess } from './server-process.ts';

/*
 * Load held, bounded: 2 000 requests at 100 concurrent connections on loopback against the built
 * server (SQLite), mixing catalogue reads (categories, a listing with a filter, a product page,
 * a search) with contact posts (the rate limit raised: one address sends them all). It ends with
 * no 5xx, no connection error or timeout, and every post answered 2xx stored.
 */

const TOTAL = 2_000;
const CONNECTIONS = 100;

describe('a burst of mixed traffic', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rennfeld-load-'));
  const databaseFile = join(dir, 'load.sqlite');
  let server: ServerProcess | undefined;
  let categorySlug: string;
  let productSlug: string;

  beforeAll(async () => {
    const { db } = createDatabase({ url: databaseFile });
    await migrateToLatest(db);
    const category = await createCategory(db);
    categorySlug = category.slug;
    for (let i = 0; i < 30; i++) {
      const product = await createProduct(db, {
        categoryId: category.id,
        viscosity: i % 2 ? '5W-30' : '10W-40',
        sizes: [
          { size: '1l', price: 14.9 + i },
          { size: '5l', price: 59.9 + i },
        ],
      });
      productSlug = product.slug;
    }
    await db.destroy();
    server = await startServerProcess({ databaseUrl: databaseFile });
  });

  afterAll(async () => {
    await killServer(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every request without a 5xx and stores every accepted post', async () => {
    const accepted: string[] = [];
    let sent = 0;
    const result = await autocannon({
      url: server!.baseUrl,
      connections: CONNECTIONS,
      amount: TOTAL,
      timeout: 10,
      requests: [
        { method: 'GET', path: '/api/categories' },
        { method: 'GET', path: `/api/products/${categorySlug}?viscosity[]=5w-30` },
        { method: 'GET', path: `/api/product-detail/${productSlug}?size=5l` },
        { method: 'GET', path: '/api/product-list?q=racing' },
        {
          method: 'POST',
          path: '/api/contact-store',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request, context) => {
            const subject = `load-${sent++}`;
            context.subject = subject;
            return {
              ...request,
              body: JSON.stringify({ name: 'Load', email: 'load@example.com', subject, message: 'Under load' }),
            };
          },
          onResponse: (status, _body, context) => {
            if (status >= 200 && status < 300) accepted.push(String(context.subject));
          },
        },
      ],
    });

    console.info(
      `load: ${result.requests.total} requests in ${result.duration} s, ` +
        `latency avg ${result.latency.average} ms / p99 ${result.latency.p99} ms, ${accepted.length} posts accepted`,
    );
    expect(result.requests.total).toBe(TOTAL);
    expect(result['5xx']).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.statusCodeStats).not.toHaveProperty('429');
    expect(result.non2xx).toBe(0);
    expect(accepted.length).toBeGreaterThanOrEqual(TOTAL / 5 - CONNECTIONS);

    const database = new SQLite(databaseFile, { readonly: true });
    try {
      const stored = new Set(
        (database.prepare('select subject from contact_messages').all() as Array<{ subject: string }>).map(
          (row) => row.subject,
        ),
      );
      expect(accepted.filter((subject) => !stored.has(subject))).toEqual([]);
    } finally {
      database.close();
    }
  });
});
