import type { FastifyInstance } from 'fastify';
import { ORDER_LIMITS, ORDER_MESSAGES, ValidationErrorResponseSchema } from '@rennfeld/contract';
import { CartResponseSchema } from '@rennfeld/contract/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/builders.ts';
import { buildTestApi, createTestDatabase, type TestDatabase } from '../../../test/test-app.ts';

/* Pricing the browser's cart against the real database: what is sold now, at today's price. */

let database: TestDatabase;
let app: FastifyInstance;
let oil: Awaited<ReturnType<typeof createProduct>>;
let grease: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApi(database.db);
  oil = await createProduct(database.db, {
    name: 'Rennfeld Racing 5W-40',
    sizes: [
      { size: '1l', price: 12.9 },
      { size: '5l', price: 49.9 },
    ],
  });
  grease = await createProduct(database.db, { name: 'Rennfeld Chain Grease', sizes: [{ size: '400g', price: 9.5 }] });
  await createProduct(database.db, { name: 'Draft Oil', slug: 'draft-oil', status: 'draft' });
});

afterAll(async () => {
  await app.close();
  await database.destroy();
});

const priceCart = (lines: unknown) => app.inject({ method: 'POST', url: '/api/cart', payload: { lines } });

async function cartOf(lines: unknown) {
  const response = await priceCart(lines);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return CartResponseSchema.parse(response.json()).cart;
}

const setStock = (productNumber: string, stock: number | null) =>
  database.db
    .updateTable('product_variants')
    .set({ stock_quantity: stock })
    .where('product_number', '=', productNumber)
    .execute();

const numberOf = (product: typeof oil, size: string) =>
  product.variants.find((variant) => variant.size.slug === size)!.product_number;

describe('POST /api/cart', () => {
  it('prices each line as it would be ordered now, with the price per litre and the shipping fee', async () => {
    const cart = await cartOf([
      { product: oil.slug, size: '5l', quantity: 1 },
      { product: grease.slug, size: '400g', quantity: 2 },
    ]);
    expect(cart.lines).toEqual([
      {
        product: oil.slug,
        size: '5l',
        quantity: 1,
        availability: 'available',
        in_stock: null,
        item: {
          name: 'Rennfeld Racing 5W-40',
          container_size: expect.any(String),
          product_number: numberOf(oil, '5l'),
          image: oil.image,
          unit_price: 49.9,
          base_price: { amount: 9.98, per: 'l' },
        },
        total: 49.9,
      },
      expect.objectContaining({
        availability: 'available',
        total: 19,
        item: expect.objectContaining({ unit_price: 9.5 }),
      }),
    ]);
    // 68.90 is under the demo's free-shipping threshold of 75.00: the fee of 7.49 is added.
    expect(cart).toMatchObject({ subtotal: 68.9, shipping: 7.49, total: 76.39, vat: 12.2, currency: 'EUR' });
  });

  it('ships free above the threshold, and an empty cart costs nothing', async () => {
    expect(await cartOf([{ product: oil.slug, size: '5l', quantity: 2 }])).toMatchObject({
      subtotal: 99.8,
      shipping: 0,
      total: 99.8,
    });
    expect(await cartOf([])).toMatchObject({ lines: [], subtotal: 0, shipping: 0, total: 0, vat: 0 });
  });

  it('shows a changed price at once', async () => {
    const productNumber = numberOf(grease, '400g');
    await database.db
      .updateTable('product_variants')
      .set({ price_minor: 1090 })
      .where('product_number', '=', productNumber)
      .execute();
    const [line] = (await cartOf([{ product: grease.slug, size: '400g', quantity: 1 }])).lines;
    expect(line!.item!.unit_price).toBe(10.9);
    await database.db
      .updateTable('product_variants')
      .set({ price_minor: 950 })
      .where('product_number', '=', productNumber)
      .execute();
  });

  it('marks a sold-out or unsold line unavailable and a line with too few left short, and charges neither unavailable line', async () => {
    await setStock(numberOf(oil, '1l'), 0);
    await setStock(numberOf(oil, '5l'), 2);
    try {
      const cart = await cartOf([
        { product: oil.slug, size: '1l', quantity: 1 },
        { product: oil.slug, size: '5l', quantity: 3 },
        { product: 'draft-oil', size: '1l', quantity: 1 },
        { product: grease.slug, size: '5l', quantity: 1 },
        { product: 'no-such-oil', size: '1l', quantity: 1 },
      ]);
      expect(cart.lines.map(({ availability, in_stock, total }) => ({ availability, in_stock, total }))).toEqual([
        { availability: 'unavailable', in_stock: null, total: 0 },
        { availability: 'short', in_stock: 2, total: 149.7 },
        { availability: 'unavailable', in_stock: null, total: 0 },
        { availability: 'unavailable', in_stock: null, total: 0 },
        { availability: 'unavailable', in_stock: null, total: 0 },
      ]);
      expect(cart.lines[0]!.item!.name).toBe('Rennfeld Racing 5W-40');
      expect(cart.lines.slice(2).map((line) => line.item)).toEqual([null, null, null]);
      expect(cart).toMatchObject({ subtotal: 149.7, shipping: 0, total: 149.7 });
    } finally {
      await setStock(numberOf(oil, '1l'), null);
      await setStock(numberOf(oil, '5l'), null);
    }
  });

  it('refuses what no cart holds, with a message per line, and changes no stock', async () => {
    await setStock(numberOf(oil, '1l'), 5);
    const refusals: [unknown, string, string][] = [
      [[{ product: oil.slug, size: '1l', quantity: 0 }], 'lines.0.quantity', ORDER_MESSAGES.quantity],
      [[{ product: oil.slug, size: '1l', quantity: 1.5 }], 'lines.0.quantity', ORDER_MESSAGES.quantity],
      [
        [
          { product: oil.slug, size: '1l', quantity: 1 },
          { product: oil.slug, size: '1l', quantity: 2 },
        ],
        'lines.1',
        ORDER_MESSAGES.duplicateLine,
      ],
      [
        Array.from({ length: ORDER_LIMITS.lines + 1 }, (_, index) => ({
          product: `oil-${index}`,
          size: '1l',
          quantity: 1,
        })),
        'lines',
        ORDER_MESSAGES.tooManyLines,
      ],
    ];
    for (const [lines, field, message] of refusals) {
      const response = await priceCart(lines);
      expect(response.statusCode, response.body).toBe(422);
      expect(ValidationErrorResponseSchema.parse(response.json()).errors[field]).toEqual([message]);
    }
    const [line] = (await cartOf([{ product: oil.slug, size: '1l', quantity: 3 }])).lines;
    expect(line!.availability).toBe('available');
    const { stock_quantity } = await database.db
      .selectFrom('product_variants')
      .select('stock_quantity')
      .where('product_number', '=', numberOf(oil, '1l'))
      .executeTakeFirstOrThrow();
    expect(stock_quantity).toBe(5);
    await setStock(numberOf(oil, '1l'), null);
  });
});
