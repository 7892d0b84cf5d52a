import { createHash, createHmac, randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  centsToEuros,
  computeOrderTotals,
  computeUnitPrice,
  type OrderLineRequest,
  ORDER_MESSAGES,
  VAT_RATE_PERCENT,
  type Order,
  type OrderAddress,
  type OrderRequest,
  type OrderStatus,
  type SiteLocale,
} from '@rennfeld/contract';
import type { Cart, CartLine } from '@rennfeld/contract/cart';
import { toIsoTimestamp, type Database } from '../../db/database.ts';
import { ConflictError, InvalidFieldsError } from '../../lib/errors.ts';
import { isPublicProduct } from '../../lib/publication.ts';
import { buildEpcPayload } from './epc-payload.ts';
import { type BankAccount, readShopSettings } from './shop-settings.repository.ts';

type Db = Kysely<Database>;

/**
 * Eight digits drawn at random: short enough to type as a transfer's reference, and telling
 * nothing of other orders or of how many there are, as a counter would.
 */
const drawOrderNumber = (): string => String(randomInt(10_000_000, 100_000_000));

/** Draws before giving up on a free number; with millions free, a second draw is already rare. */
const ORDER_NUMBER_DRAWS = 5;

/**
 * The key of an order's confirmation page, from its Idempotency-Key and the server's secret: only
 * the buyer's browser knows the one, only the server the other, and a repeated request gets the
 * same link. The database keeps its hash alone.
 */
export const deriveConfirmationKey = (secret: string, idempotencyKey: string): string =>
  createHmac('sha256', secret).update(`order-confirmation:${idempotencyKey}`).digest('base64url');

/** The hash an order is found by. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The day the transfer is awaited until: `days` after today in Germany. */
function paymentDueOn(now: Date, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
  const due = new Date(`${today}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + days);
  return due.toISOString().slice(0, 10);
}

/** What a repeated request with the same Idempotency-Key finds. */
export type PlacedOrder = { order: Order; created: boolean; id: number };

/** Thrown inside the transaction when another request holds the key: its work is undone. */
class KeyTakenError extends Error {}

interface OrderableVariant {
  variant_id: number;
  product_slug: string;
  product_name: string;
  product_image: string;
  size_key: string;
  container_size: string;
  container_quantity: number | null;
  container_unit: string | null;
  product_number: string;
  price_minor: number;
  stock_quantity: number | null;
}

async function findOrderableVariants(
  db: Db | Transaction<Database>,
  lines: readonly OrderLineRequest[],
): Promise<OrderableVariant[]> {
  const slugs = [...new Set(lines.map((line) => line.product))];
  if (slugs.length === 0) return [];
  return db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .innerJoin('container_sizes', 'container_sizes.id', 'product_variants.container_size_id')
    .select([
      'product_variants.id as variant_id',
      'products.slug as product_slug',
      'products.name as product_name',
      'products.image as product_image',
      'container_sizes.slug as size_key',
      'container_sizes.name as container_size',
      'container_sizes.quantity as container_quantity',
      'container_sizes.unit as container_unit',
      'product_variants.product_number',
      'product_variants.price_minor',
      'product_variants.stock_quantity',
    ])
    .where('products.slug', 'in', slugs)
    .where(isPublicProduct)
    .execute();
}

/** The size a line names, when its product and size are still sold. */
const variantOf = (variants: readonly OrderableVariant[], line: OrderLineRequest) =>
  variants.find((variant) => variant.product_slug === line.product && variant.size_key === line.size);

/**
 * Prices a cart as it would be ordered now: each line with its price and what is left of it, and
 * the totals of the lines that can be ordered.
 */
export async function priceCart(db: Db, lines: readonly OrderLineRequest[]): Promise<Cart> {
  const [variants, settings] = await Promise.all([findOrderableVariants(db, lines), readShopSettings(db)]);
  const orderable: { unitPriceCents: number; quantity: number }[] = [];
  const priced = lines.map(({ product, size, quantity }): CartLine => {
    const variant = variantOf(variants, { product, size, quantity });
    if (!variant) return { product, size, quantity, availability: 'unavailable', in_stock: null, item: null, total: 0 };
    const left = variant.stock_quantity;
    const availability = left === null || left >= quantity ? 'available' : left === 0 ? 'unavailable' : 'short';
    if (availability !== 'unavailable') orderable.push({ unitPriceCents: variant.price_minor, quantity });
    const unitPrice = centsToEuros(variant.price_minor);
    return {
      product,
      size,
      quantity,
      availability,
      in_stock: availability === 'short' ? left : null,
      item: {
        name: variant.product_name,
        container_size: variant.container_size,
        product_number: variant.product_number,
        image: variant.product_image,
        unit_price: unitPrice,
        base_price: computeUnitPrice(unitPrice, variant.container_quantity, variant.container_unit),
      },
      total: availability === 'unavailable' ? 0 : centsToEuros(variant.price_minor * quantity),
    };
  });
  const totals = computeOrderTotals(orderable, settings);
  return {
    lines: priced,
    subtotal: centsToEuros(totals.subtotalCents),
    shipping: centsToEuros(totals.shippingCents),
    vat: centsToEuros(totals.vatCents),
    total: centsToEuros(totals.totalCents),
    currency: 'EUR',
  };
}

/**
 * Takes each tracked size's quantity, in variant order so that two orders never wait on each
 * other's rows. A size with too little left fails the whole order with its name and what is left.
 */
async function takeStock(
  trx: Transaction<Database>,
  lines: { variant: OrderableVariant; quantity: number }[],
): Promise<void> {
  const tracked = lines
    .filter(({ variant }) => variant.stock_quantity !== null)
    .sort((a, b) => a.variant.variant_id - b.variant.variant_id);
  for (const { variant, quantity } of tracked) {
    const taken = await trx
      .updateTable('product_variants')
      .set({ stock_quantity: sql`stock_quantity - ${quantity}` })
      .where('id', '=', variant.variant_id)
      .where('stock_quantity', '>=', quantity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) {
      const left = await trx
        .selectFrom('product_variants')
        .select('stock_quantity')
        .where('id', '=', variant.variant_id)
        .executeTakeFirst();
      throw new ConflictError(
        ORDER_MESSAGES.soldOut(`${variant.product_name} (${variant.container_size})`, left?.stock_quantity ?? 0),
      );
    }
  }
}

/**
 * Places an order in one transaction: the prices and the stock as they are now, the order, its
 * lines, and (through `queueMails`) its e-mails in the outbox. The same Idempotency-Key with the
 * same request finds the order it made; with another request it is refused.
 */
export async function placeOrder(
  db: Db,
  request: OrderRequest,
  keys: { idempotencyKey: string; confirmationKey: string },
  queueMails: (trx: Transaction<Database>, order: Order) => Promise<number[]>,
): Promise<PlacedOrder & { mailIds: number[] }> {
  const { idempotencyKey, confirmationKey } = keys;
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const replay = async () => {
    const existing = await findOrderByIdempotencyKey(db, idempotencyKey);
    if (!existing) return undefined;
    if (existing.requestHash !== requestHash) {
      throw new InvalidFieldsError({ 'idempotency-key': [ORDER_MESSAGES.idempotencyConflict] });
    }
    return { order: existing.order, id: existing.id, created: false, mailIds: [] };
  };
  const repeated = await replay();
  if (repeated) return repeated;

  try {
    return await db.transaction().execute(async (trx) => {
      const settings = await readShopSettings(trx);
      if (!settings.bankAccount.iban) throw new PaymentNotSetUpError(ORDER_MESSAGES.paymentNotSetUp);
      const variants = await findOrderableVariants(trx, request.lines);
      const lines = request.lines.map((line, index) => {
        if (!variants.some((variant) => variant.product_slug === line.product)) {
          throw new InvalidFieldsError({ [`lines.${index}.product`]: [ORDER_MESSAGES.unknownProduct(index + 1)] });
        }
        const variant = variantOf(variants, line);
        if (!variant)
          throw new InvalidFieldsError({ [`lines.${index}.size`]: [ORDER_MESSAGES.unknownSize(index + 1)] });
        return { variant, quantity: line.quantity };
      });
      const totals = computeOrderTotals(
        lines.map(({ variant, quantity }) => ({ unitPriceCents: variant.price_minor, quantity })),
        settings,
      );
      const now = new Date();
      const insertOrder = (number: string) =>
        trx
          .insertInto('orders')
          .values({
            number,
            confirmation_key_hash: hashKey(confirmationKey),
            idempotency_key: idempotencyKey,
            request_hash: requestHash,
            status: 'awaiting_payment' satisfies OrderStatus,
            locale: request.locale,
            email: request.customer.email,
            phone: request.customer.phone ?? null,
            vat_id: request.customer.vatId ?? null,
            billing_address: JSON.stringify(toAddress(request.customer)),
            shipping_address: request.shippingAddress ? JSON.stringify(toAddress(request.shippingAddress)) : null,
            payment_method: request.payment,
            subtotal_minor: totals.subtotalCents,
            shipping_minor: totals.shippingCents,
            vat_minor: totals.vatCents,
            total_minor: totals.totalCents,
            vat_rate: VAT_RATE_PERCENT,
            payment_account: JSON.stringify(settings.bankAccount),
            payment_due_on: paymentDueOn(now, settings.paymentDays),
            created_at: now.toISOString(),
          })
          // Nothing on a taken key or number: which of them it was is asked next.
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
      let inserted: { id: number } | undefined;
      for (let draw = 0; !inserted && draw < ORDER_NUMBER_DRAWS; draw += 1) {
        inserted = await insertOrder(drawOrderNumber());
        if (!inserted && (await isKeyTaken(trx, idempotencyKey))) break;
      }
      // Another request with this key committed first: this one's work is undone and it finds that order.
      if (!inserted) throw new KeyTakenError();
      const orderId = inserted.id;
      await trx
        .insertInto('order_lines')
        .values(
          lines.map(({ variant, quantity }, position) => ({
            order_id: orderId,
            position,
            variant_id: variant.variant_id,
            product_slug: variant.product_slug,
            size_key: variant.size_key,
            product_name: variant.product_name,
            container_size: variant.container_size,
            product_number: variant.product_number,
            quantity,
            unit_price_minor: variant.price_minor,
          })),
        )
        .execute();
      await takeStock(trx, lines);
      const order = await readOrder(trx, orderId);
      const mailIds = await queueMails(trx, order);
      return { order, id: orderId, created: true, mailIds };
    });
  } catch (error) {
    if (error instanceof KeyTakenError) {
      const existing = await replay();
      if (existing) return existing;
    }
    throw error;
  }
}

/** The shop has no bank account to be paid into yet: the buyer tries later. */
export class PaymentNotSetUpError extends Error {}

/** An address as an order keeps it: the company only where one was given. */
export type StoredAddress = Omit<OrderAddress, 'company'> & { company?: string };

export function toAddress(address: OrderAddress): StoredAddress {
  return {
    name: address.name,
    ...(address.company ? { company: address.company } : {}),
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
    country: address.country,
  };
}

/** An order as the buyer's confirmation and e-mail show it. */
async function readOrder(db: Db | Transaction<Database>, id: number): Promise<Order> {
  const [row, lines] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('position').execute(),
  ]);
  const account = JSON.parse(row.payment_account) as BankAccount;
  const { number } = row;
  return {
    number,
    status: row.status as OrderStatus,
    created_at: toIsoTimestamp(row.created_at),
    locale: row.locale as SiteLocale,
    lines: lines.map((line) => ({
      product: line.product_slug,
      size: line.size_key,
      name: line.product_name,
      container_size: line.container_size,
      product_number: line.product_number,
      quantity: line.quantity,
      unit_price: centsToEuros(line.unit_price_minor),
      total: centsToEuros(line.unit_price_minor * line.quantity),
    })),
    subtotal: centsToEuros(row.subtotal_minor),
    shipping: centsToEuros(row.shipping_minor),
    vat: centsToEuros(row.vat_minor),
    vat_rate: row.vat_rate,
    total: centsToEuros(row.total_minor),
    currency: 'EUR',
    payment: {
      method: 'prepayment',
      account_holder: account.holder,
      iban: account.iban,
      bic: account.bic,
      amount: centsToEuros(row.total_minor),
      reference: number,
      due_date: row.payment_due_on,
      qr_payload: buildEpcPayload({ ...account, amountCents: row.total_minor, reference: number }),
    },
  };
}

const isKeyTaken = async (trx: Transaction<Database>, key: string): Promise<boolean> =>
  (await trx.selectFrom('orders').select('id').where('idempotency_key', '=', key).executeTakeFirst()) !== undefined;

async function findOrderByIdempotencyKey(
  db: Db,
  key: string,
): Promise<{ order: Order; id: number; requestHash: string } | undefined> {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'request_hash'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row && { order: await readOrder(db, row.id), id: row.id, requestHash: row.request_hash };
}

export async function findOrderByConfirmationKey(db: Db, key: string): Promise<Order | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('confirmation_key_hash', '=', hashKey(key))
    .executeTakeFirst();
  return row && readOrder(db, row.id);
}
