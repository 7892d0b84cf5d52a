import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import {
  ErrorResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  OrderCreatedResponseSchema,
  OrderResponseSchema,
  ValidationErrorResponseSchema,
} from '@rennfeld/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLegalDocument, createProduct } from '../../../test/builders.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { buildTestApi, createTestDatabase, TEST_LINK_SECRET, type TestDatabase } from '../../../test/test-app.ts';
import { createSmtpTransport } from '../../lib/mail/mail-sender.ts';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/*
 * Placing an order, against the real database and a real SMTP server started here: the prices
 * and totals the server computes, the stock it takes in the order's transaction however many
 * buyers come at once, the Idempotency-Key, every refusal a visitor can cause, and the e-mails.
 */

const NOTIFY_TO = 'orders@rennfeld.example';

let database: TestDatabase;
let app: FastifyInstance;
let peer: SmtpPeer;
let oil: Awaited<ReturnType<typeof createProduct>>;
let grease: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  database = await createTestDatabase();
  peer = await startSmtpPeer();
  app = await buildTestApi(database.db, {
    mail: {
      transport: createSmtpTransport(peer.url, 'Rennfeld <no-reply@rennfeld.example>'),
      linkSecret: TEST_LINK_SECRET,
      orderNotifyTo: NOTIFY_TO,
      retry: { firstDelayMs: 50, maxAttempts: 10 },
    },
  });
  const { db } = database;
  oil = await createProduct(db, {
    name: 'Rennfeld Racing 5W-40',
    sizes: [
      { size: '1l', price: 12.9 },
      { size: '5l', price: 49.9 },
    ],
  });
  grease = await createProduct(db, { name: 'Rennfeld Chain Grease', sizes: [{ size: '400g', price: 9.5 }] });
  await createProduct(db, { name: 'Draft Oil', slug: 'draft-oil', status: 'draft' });
  await createLegalDocument(db, 'terms', {
    description: '<h2>Scope</h2><p>These terms apply to every order.</p>',
    descriptionDe: '<h2>Geltungsbereich</h2><p>Diese AGB gelten für jede Bestellung.</p>',
  });
  await db
    .updateTable('company_details')
    .set({ name: 'Rennfeld Lubricants GmbH', street: 'Am Ölhafen 7', postal_code: '55120', city: 'Rennfeld' })
    .execute();
  await setBankAccount('DE89370400440532013000');
});

afterAll(async () => {
  await app.close();
  await peer.stop();
  await database.destroy();
});

async function setBankAccount(iban: string) {
  await database.db
    .updateTable('shop_settings')
    .set({ bank_account_holder: 'Rennfeld Lubricants GmbH', iban, bic: iban ? 'COBADEFFXXX' : '' })
    .execute();
}

const setStock = (variantProductNumber: string, stock: number | null) =>
  database.db
    .updateTable('product_variants')
    .set({ stock_quantity: stock })
    .where('product_number', '=', variantProductNumber)
    .execute();
const stockOf = async (productNumber: string) =>
  (
    await database.db
      .selectFrom('product_variants')
      .select('stock_quantity')
      .where('product_number', '=', productNumber)
      .executeTakeFirstOrThrow()
  ).stock_quantity;

const numberOf = (product: typeof oil, size: string) =>
  product.variants.find((variant) => variant.size.slug === size)!.product_number;

/** The text a QR code in a PNG holds, as a scanner reads it. */
function readQrCode(png: Buffer): string | undefined {
  const { data, width, height } = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(data), width, height)?.data;
}

const CUSTOMER = {
  email: 'jana@example.com',
  name: 'Jana Keller',
  street: 'Hauptstraße 5',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
};

let sequence = 0;
function validOrder(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    lines: [
      { product: oil.slug, size: '1l', quantity: 2 },
      { product: grease.slug, size: '400g', quantity: 1 },
    ],
    customer: { ...CUSTOMER, email: `buyer-${process.pid}-${sequence}@example.com` },
    payment: 'prepayment',
    acceptTerms: true,
    locale: 'de',
    ...overrides,
  };
}

const placeOrder = (payload: unknown, key: string = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    payload: payload as object,
  });

function expectFieldError(response: Awaited<ReturnType<typeof placeOrder>>, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(422);
  const body = ValidationErrorResponseSchema.parse(response.json());
  expect(body.errors[field]).toContain(message);
}

const mailTo = (address: string) =>
  peer.received.filter((mail: ParsedMail) => JSON.stringify(mail.to ?? '').includes(address));
async function waitFor<T>(find: () => T | undefined): Promise<T> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no such e-mail arrived');
}
const waitForMail = (address: string) => waitFor(() => (mailTo(address).length > 0 ? mailTo(address) : undefined));

beforeEach(async () => {
  await setStock(numberOf(oil, '1l'), 100);
  await setStock(numberOf(oil, '5l'), null);
  await setStock(numberOf(grease, '400g'), 50);
});

describe('POST /api/orders', () => {
  it('prices the order on the server, takes the stock and answers 201 with the payment instructions', async () => {
    const response = await placeOrder(validOrder());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { order, confirmation_key } = OrderCreatedResponseSchema.parse(response.json());
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      subtotal: 35.3,
      // 35.30 € is not over 75 €: SPEC §9's fee of 7.49 €.
      shipping: 7.49,
      total: 42.79,
      vat: 6.83,
      vat_rate: 19,
      currency: 'EUR',
      locale: 'de',
    });
    expect(order.number).toMatch(/^[1-9]\d{7}$/);
    expect(order.lines).toEqual([
      expect.objectContaining({ product: oil.slug, size: '1l', quantity: 2, unit_price: 12.9, total: 25.8 }),
      expect.objectContaining({ product: grease.slug, size: '400g', quantity: 1, unit_price: 9.5, total: 9.5 }),
    ]);
    expect(order.payment).toMatchObject({
      method: 'prepayment',
      account_holder: 'Rennfeld Lubricants GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      amount: 42.79,
      reference: order.number,
    });
    expect(order.payment.qr_payload.split('\n')).toEqual(
      expect.arrayContaining(['BCD', 'SCT', 'DE89370400440532013000', 'EUR42.79', order.number]),
    );
    expect(confirmation_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await stockOf(numberOf(oil, '1l'))).toBe(98);
    expect(await stockOf(numberOf(grease, '400g'))).toBe(49);
  });

  it('ships free over 75 euro and leaves a size whose stock is not tracked untracked', async () => {
    const response = await placeOrder(validOrder({ lines: [{ product: oil.slug, size: '5l', quantity: 2 }] }));
    expect(response.statusCode, response.body).toBe(201);
    const { order } = OrderCreatedResponseSchema.parse(response.json());
    expect(order).toMatchObject({ subtotal: 99.8, shipping: 0, total: 99.8, vat: 15.93 });
    expect(await stockOf(numberOf(oil, '5l'))).toBeNull();
  });

  it('ignores any price, total or status the browser sends', async () => {
    const response = await placeOrder({
      ...validOrder({ lines: [{ product: grease.slug, size: '400g', quantity: 1, price: 0.01 }] }),
      total: 0.01,
      status: 'paid',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(OrderCreatedResponseSchema.parse(response.json()).order).toMatchObject({
      status: 'awaiting_payment',
      subtotal: 9.5,
      total: 16.99,
    });
  });

  it('numbers orders at random, so a number tells nothing of the orders before it', async () => {
    const numbers: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await placeOrder(validOrder({ lines: [{ product: grease.slug, size: '400g', quantity: 1 }] }));
      expect(response.statusCode, response.body).toBe(201);
      numbers.push(Number(response.json().order.number));
    }
    const steps = numbers.slice(1).map((number, index) => Math.abs(number - numbers[index]!));
    // A counter would step by one; four random draws from 90 million almost never come within 1000.
    expect(Math.min(...steps)).toBeGreaterThan(1000);
  });

  it('answers the same order for the same Idempotency-Key and body, and refuses the key with another body', async () => {
    const key = randomUUID();
    const body = validOrder();
    const first = await placeOrder(body, key);
    expect(first.statusCode).toBe(201);
    const again = await placeOrder(body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(numberOf(oil, '1l'))).toBe(98);

    const other = await placeOrder({ ...body, lines: [{ product: oil.slug, size: '1l', quantity: 3 }] }, key);
    expectFieldError(other, 'idempotency-key', ORDER_MESSAGES.idempotencyConflict);
    expect(await stockOf(numberOf(oil, '1l'))).toBe(98);
  });

  it('makes one order of the same request sent ten times at once', async () => {
    const key = randomUUID();
    const body = validOrder();
    const responses = await Promise.all(Array.from({ length: 10 }, () => placeOrder(body, key)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(responses.map((response) => response.json().order.number)).size).toBe(1);
    expect(await stockOf(numberOf(oil, '1l'))).toBe(98);
    const orders = await database.db.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute();
    expect(orders).toHaveLength(1);
  });

  it('sells no more than there is however many buyers come at once; the others get 409 naming the size', async () => {
    await setStock(numberOf(grease, '400g'), 5);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        placeOrder(validOrder({ lines: [{ product: grease.slug, size: '400g', quantity: 1 }] })),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    expect(await stockOf(numberOf(grease, '400g'))).toBe(0);
    const refusal = ErrorResponseSchema.parse(responses[codes.indexOf(409)]!.json());
    expect(refusal.message).toBe('Rennfeld Chain Grease (400 g) is sold out.');
  });

  it('takes nothing when one line of the order cannot be served', async () => {
    await setStock(numberOf(grease, '400g'), 2);
    const response = await placeOrder(
      validOrder({
        lines: [
          { product: oil.slug, size: '1l', quantity: 4 },
          { product: grease.slug, size: '400g', quantity: 3 },
        ],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ORDER_MESSAGES.soldOut('Rennfeld Chain Grease (400 g)', 2));
    expect(await stockOf(numberOf(oil, '1l'))).toBe(100);
    expect(await stockOf(numberOf(grease, '400g'))).toBe(2);
  });

  describe('refuses what a visitor can get wrong, field by field', () => {
    const customer = CUSTOMER;
    it.each([
      [
        'a postcode of four digits',
        { customer: { ...customer, postalCode: '1011' } },
        'customer.postalCode',
        ORDER_MESSAGES.postalCode,
      ],
      [
        'a postcode with letters',
        { customer: { ...customer, postalCode: '1O115' } },
        'customer.postalCode',
        ORDER_MESSAGES.postalCode,
      ],
      [
        'a country other than Germany',
        { customer: { ...customer, country: 'AT' } },
        'customer.country',
        ORDER_MESSAGES.country,
      ],
      [
        'a delivery address abroad',
        { shippingAddress: { ...customer, email: undefined, country: 'FR' } },
        'shippingAddress.country',
        ORDER_MESSAGES.country,
      ],
      [
        'a street without a number',
        { customer: { ...customer, street: 'Hauptstraße' } },
        'customer.street',
        ORDER_MESSAGES.street,
      ],
      ['terms not accepted', { acceptTerms: false }, 'acceptTerms', ORDER_MESSAGES.acceptTerms],
      ['terms missing', { acceptTerms: undefined }, 'acceptTerms', ORDER_MESSAGES.acceptTerms],
      ['an unknown payment method', { payment: 'invoice' }, 'payment', ORDER_MESSAGES.payment],
      ['no lines', { lines: [] }, 'lines', ORDER_MESSAGES.noLines],
      [
        'hundreds of lines',
        { lines: Array.from({ length: 300 }, (_, index) => ({ product: `p-${index}`, size: '1l', quantity: 1 })) },
        'lines',
        ORDER_MESSAGES.tooManyLines,
      ],
      [
        'a quantity of 0',
        { lines: [{ product: 'x', size: '1l', quantity: 0 }] },
        'lines.0.quantity',
        ORDER_MESSAGES.quantity,
      ],
      [
        `a quantity over ${ORDER_LIMITS.quantity}`,
        { lines: [{ product: 'x', size: '1l', quantity: 100 }] },
        'lines.0.quantity',
        ORDER_MESSAGES.quantity,
      ],
      [
        'a quantity of 1.5',
        { lines: [{ product: 'x', size: '1l', quantity: 1.5 }] },
        'lines.0.quantity',
        ORDER_MESSAGES.quantity,
      ],
      [
        'a quantity as text',
        { lines: [{ product: 'x', size: '1l', quantity: '2' }] },
        'lines.0.quantity',
        ORDER_MESSAGES.quantity,
      ],
      [
        'the same size twice',
        {
          lines: [
            { product: 'x', size: '1l', quantity: 1 },
            { product: 'x', size: '1l', quantity: 2 },
          ],
        },
        'lines.1',
        ORDER_MESSAGES.duplicateLine,
      ],
      [
        'an e-mail with a line break',
        { customer: { ...customer, email: 'jana@example.com\nBcc: all@example.com' } },
        'customer.email',
        'The email field must be a valid email address.',
      ],
      [
        'a name with a line break',
        { customer: { ...customer, name: 'Jana\nKeller' } },
        'customer.name',
        'The name field must not contain control characters.',
      ],
      ['no name', { customer: { ...customer, name: ' ' } }, 'customer.name', 'The name field is required.'],
      ['a malformed VAT ID', { customer: { ...customer, vatId: '123456789' } }, 'customer.vatId', ORDER_MESSAGES.vatId],
    ])('%s', async (_what, overrides, field, message) => {
      expectFieldError(await placeOrder(validOrder(overrides)), field, message);
    });

    it('an unknown product, a draft and an unknown size, naming the line', async () => {
      expectFieldError(
        await placeOrder(validOrder({ lines: [{ product: 'no-such-oil', size: '1l', quantity: 1 }] })),
        'lines.0.product',
        ORDER_MESSAGES.unknownProduct(1),
      );
      expectFieldError(
        await placeOrder(
          validOrder({
            lines: [
              { product: oil.slug, size: '1l', quantity: 1 },
              { product: 'draft-oil', size: '1l', quantity: 1 },
            ],
          }),
        ),
        'lines.1.product',
        ORDER_MESSAGES.unknownProduct(2),
      );
      expectFieldError(
        await placeOrder(validOrder({ lines: [{ product: oil.slug, size: '20l', quantity: 1 }] })),
        'lines.0.size',
        ORDER_MESSAGES.unknownSize(1),
      );
    });

    it('a missing or malformed Idempotency-Key', async () => {
      const missing = await app.inject({ method: 'POST', url: '/api/orders', payload: validOrder() });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('The Idempotency-Key header is required.');
      expect((await placeOrder(validOrder(), 'short')).statusCode).toBe(400);
    });

    it('a body over the limit (413) and one that is not JSON (415)', async () => {
      const huge = await placeOrder({ ...validOrder(), padding: 'x'.repeat(70 * 1024) });
      expect(huge.statusCode).toBe(413);
      const text = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'content-type': 'text/plain', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
        payload: 'lines=1',
      });
      expect(text.statusCode).toBe(415);
    });

    it('none of these took any stock', async () => {
      expect(await stockOf(numberOf(oil, '1l'))).toBe(100);
    });
  });

  it('answers 503 without taking anything while the shop has no bank account', async () => {
    await setBankAccount('');
    try {
      const response = await placeOrder(validOrder());
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(ORDER_MESSAGES.paymentNotSetUp);
      expect(await stockOf(numberOf(oil, '1l'))).toBe(100);
    } finally {
      await setBankAccount('DE89370400440532013000');
    }
  });

  it('mails the buyer the contract confirmation in the order’s language and the brand a notification, once each', async () => {
    const key = randomUUID();
    const body = validOrder({
      shippingAddress: {
        name: 'Werkstatt Keller',
        street: 'Ringstraße 12',
        postalCode: '80331',
        city: 'München',
        country: 'DE',
      },
    });
    const response = await placeOrder(body, key);
    const { order } = OrderCreatedResponseSchema.parse(response.json());
    await placeOrder(body, key);
    const [confirmation] = await waitForMail(body.customer.email);
    // Amounts keep their currency sign on the line: a no-break space, read here as a space.
    const text = confirmation!.text!.replaceAll('\u00a0', ' ');
    expect(confirmation!.subject).toBe(`Ihre Rennfeld-Bestellung ${order.number}`);
    for (const expected of [
      `2 × Rennfeld Racing 5W-40 (1 L), Art.-Nr. ${numberOf(oil, '1l')}: je 12,90 €, 25,80 €`,
      'Versand: 7,49 €',
      'Gesamtsumme: 42,79 €',
      'Darin enthalten 19 % MwSt.: 6,83 €',
      'IBAN: DE89370400440532013000',
      `Verwendungszweck: ${order.number}`,
      'Lieferadresse:\nWerkstatt Keller\nRingstraße 12\n80331 München',
      'Rechnungsadresse:\nJana Keller\nHauptstraße 5\n10115 Berlin',
      'Rennfeld Lubricants GmbH\nAm Ölhafen 7\n55120 Rennfeld',
      'Diese AGB gelten für jede Bestellung.',
      'Widerrufsbelehrung',
      'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (Rennfeld Lubricants GmbH, Am Ölhafen 7, 55120 Rennfeld',
      'Muster-Widerrufsformular',
    ]) {
      expect(text).toContain(expected);
    }
    // The GiroCode: a PNG the HTML shows inline, which a banking app reads as the order's transfer.
    const [girocode] = confirmation!.attachments;
    // mailparser shows an image the HTML refers to by cid: in place, as a data: address.
    expect(girocode).toMatchObject({ contentType: 'image/png', contentId: '<girocode>', related: true });
    expect(confirmation!.html).toContain('alt="GiroCode: Scannen Sie ihn mit Ihrer Banking-App');
    expect(readQrCode(girocode!.content)).toBe(order.payment.qr_payload);
    const notification = await waitFor(() => mailTo(NOTIFY_TO).find((mail) => mail.subject?.includes(order.number)));
    expect(notification!.subject?.replaceAll('\u00a0', ' ')).toBe(`Neue Bestellung ${order.number}: 42,79 €`);
    expect(notification!.replyTo?.text).toContain(body.customer.email);
    // The repeated request queued nothing: the outbox holds one e-mail to each.
    const queued = await database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'kind'])
      .where((eb) => eb.or([eb('to_address', '=', body.customer.email), eb('subject', 'like', `%${order.number}%`)]))
      .execute();
    expect(queued.map((mail) => mail.kind).sort()).toEqual(['order-confirmation', 'order-notification']);
  });

  it('writes an English order’s confirmation in English', async () => {
    const body = validOrder({ locale: 'en' });
    expect((await placeOrder(body)).statusCode).toBe(201);
    const [confirmation] = await waitForMail(body.customer.email);
    expect(confirmation!.subject).toMatch(/^Your Rennfeld order [1-9]\d{7}$/);
    expect(confirmation!.text).toContain('Total: €42.79');
    expect(confirmation!.text).toContain('These terms apply to every order.');
  });
});

describe('GET /api/orders/{key}', () => {
  it('shows the order through its confirmation key alone, never cached or indexed', async () => {
    const created = OrderCreatedResponseSchema.parse((await placeOrder(validOrder())).json());
    const response = await app.inject({ url: `/api/orders/${created.confirmation_key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const { order } = OrderResponseSchema.parse(response.json());
    expect(order).toEqual(created.order);
    // No personal data: the page needs none.
    expect(response.body).not.toContain('buyer-');
    expect(response.body).not.toContain('Keller');
  });

  it('answers 404 for a key that is not an order’s', async () => {
    for (const key of ['A'.repeat(43), 'short', '../../etc']) {
      const response = await app.inject({ url: `/api/orders/${encodeURIComponent(key)}` });
      expect(response.statusCode).toBe(404);
    }
  });
});
