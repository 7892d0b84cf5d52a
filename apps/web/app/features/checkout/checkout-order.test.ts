import { ORDER_MESSAGES, OrderRequestSchema } from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
import { serverTranslator } from '../../i18n/catalogue.server.ts';
import { CHECKOUT_VALUE_NAMES, type CheckoutValues } from './checkout-fields.ts';
import { buildOrderRequest, describeOrderIssues } from './checkout-order.server.ts';

const LINES = [{ product: 'track-formula-10w-60', size: '5l', quantity: 2 }];

const form = (values: Partial<CheckoutValues>): CheckoutValues => ({
  ...(Object.fromEntries(CHECKOUT_VALUE_NAMES.map((name) => [name, ''])) as CheckoutValues),
  payment: 'prepayment',
  ...values,
});

const FILLED = form({
  email: 'jana@example.com',
  name: 'Jana Keller',
  street: 'Hauptstraße 5',
  postalCode: '10115',
  city: 'Berlin',
  accept_terms: 'on',
});

describe('the checkout form as an order', () => {
  it('asks for the order the fields describe, delivered to the billing address unless the box is ticked', () => {
    const order = OrderRequestSchema.parse(buildOrderRequest(FILLED, LINES, 'de'));
    expect(order).toEqual({
      lines: LINES,
      customer: {
        email: 'jana@example.com',
        name: 'Jana Keller',
        street: 'Hauptstraße 5',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
      payment: 'prepayment',
      acceptTerms: true,
      locale: 'de',
    });
    const elsewhere = form({
      ...FILLED,
      ship_elsewhere: 'on',
      delivery_name: 'Werkstatt Keller',
      delivery_street: 'Industriestraße 12',
      delivery_postalCode: '80331',
      delivery_city: 'München',
    });
    expect(OrderRequestSchema.parse(buildOrderRequest(elsewhere, LINES, 'en')).shippingAddress).toEqual({
      name: 'Werkstatt Keller',
      street: 'Industriestraße 12',
      postalCode: '80331',
      city: 'München',
      country: 'DE',
    });
  });

  it('names each problem at its field: the contract’s words in English, the catalogue’s in German', () => {
    const values = form({ ...FILLED, email: '', postalCode: '1011', accept_terms: '', ship_elsewhere: 'on' });
    const { error } = OrderRequestSchema.safeParse(buildOrderRequest(values, LINES, 'de'));
    const english = describeOrderIssues(error!.issues, 'en', serverTranslator('en'));
    expect(english).toMatchObject({
      email: ['The email field is required.'],
      postalCode: [ORDER_MESSAGES.postalCode],
      accept_terms: [ORDER_MESSAGES.acceptTerms],
      delivery_name: ['The name field is required.'],
      delivery_street: ['The street field is required.', ORDER_MESSAGES.street],
    });
    const german = describeOrderIssues(error!.issues, 'de', serverTranslator('de'));
    expect(german).toMatchObject({
      email: ['Bitte füllen Sie das Feld „E-Mail“ aus.'],
      postalCode: ['Die Postleitzahl muss aus fünf Ziffern bestehen.'],
      accept_terms: ['Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.'],
      delivery_name: ['Bitte füllen Sie das Feld „Vor- und Nachname“ aus.'],
    });
    expect(Object.values(german).flat().join(' ')).not.toMatch(/\bfield\b|\bmust\b/);
  });
});
