import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  OrderCreatedResponseSchema,
  ShopTermsResponseSchema,
  ValidationErrorResponseSchema,
} from '@rennfeld/contract';
import { AuditEventListSchema, ShopSettingsRecordSchema } from '@rennfeld/contract/staff';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/builders.ts';
import { useStaffRequests } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';

const api = useTestApi();
const asAdmin = useStaffRequests(api, 'admin');

const URL = '/api/admin/shop-settings/main';
const settings = {
  shippingFee: 5.9,
  freeShippingAbove: 50,
  paymentDays: 14,
  bankAccountHolder: 'Rennfeld Lubricants GmbH',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
};

describe('the shop settings in the staff area', () => {
  it('start with SPEC §9’s shipping rule and no bank account', async () => {
    const response = await asAdmin('GET', URL);
    expect(ShopSettingsRecordSchema.parse(response.json())).toMatchObject({
      shippingFee: 7.49,
      freeShippingAbove: 75,
      paymentDays: 10,
      iban: '',
      version: 1,
    });
  });

  it('saves the account in its electronic form, audits the change, and the next order is charged by it', async () => {
    const shopTerms = async () => ShopTermsResponseSchema.parse((await api.app.inject('/api/shop')).json()).shop;
    expect(await shopTerms()).toEqual({
      currency: 'EUR',
      shipping_fee: 7.49,
      free_shipping_above: 75,
      delivery_days: { fastest: 1, slowest: 3 },
      payment_methods: ['prepayment'],
      payment_days: 10,
    });
    // The catalogue cache keeps an answer from its second ask on.
    expect((await shopTerms()).shipping_fee).toBe(7.49);
    const saved = await asAdmin('PUT', URL, { ...settings, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ShopSettingsRecordSchema.parse(saved.json())).toMatchObject({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      shippingFee: 5.9,
      version: 2,
    });
    const audit = AuditEventListSchema.parse((await asAdmin('GET', '/api/admin/audit-events')).json());
    expect(audit.data[0]).toMatchObject({ action: 'content.updated', targetType: 'shop-settings' });
    // Every page states the new rule at once: the kept answer went with the change.
    expect(await shopTerms()).toMatchObject({ shipping_fee: 5.9, free_shipping_above: 50, payment_days: 14 });

    const product = await createProduct(api.db, { sizes: [{ size: '1l', price: 20 }] });
    const order = await api.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload: {
        lines: [{ product: product.slug, size: '1l', quantity: 1 }],
        customer: {
          email: 'a@example.com',
          name: 'A B',
          street: 'Weg 1',
          postalCode: '12345',
          city: 'Köln',
          country: 'DE',
        },
        payment: 'prepayment',
        acceptTerms: true,
        locale: 'en',
      },
    });
    expect(OrderCreatedResponseSchema.parse(order.json()).order).toMatchObject({ shipping: 5.9, total: 25.9 });
  });

  it('refuses a stale version with 409', async () => {
    const response = await asAdmin('PUT', URL, { ...settings, version: 1 });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    ['an IBAN with a wrong check digit', { iban: 'DE88370400440532013000' }, 'iban', 'Enter a valid IBAN.'],
    ['a BIC of the wrong shape', { bic: 'COBA' }, 'bic', 'Enter a valid BIC, or leave it empty.'],
    ['no account holder', { bankAccountHolder: ' ' }, 'bankAccountHolder', 'Enter the account holder.'],
    ['a negative fee', { shippingFee: -1 }, 'shippingFee', 'A price cannot be negative.'],
    ['half a day', { paymentDays: 1.5 }, 'paymentDays', 'Whole days only.'],
  ])('refuses %s with 422 by field', async (_what, change, field, message) => {
    const response = await asAdmin('PUT', URL, { ...settings, ...change, version: 2 });
    expect(response.statusCode).toBe(422);
    expect(ValidationErrorResponseSchema.parse(response.json()).errors[field]).toContain(message);
  });
});
