import { FORM_LIMITS, ORDER_LIMITS } from '@rennfeld/contract/constants';
import type { MessageKey } from '../../i18n/translator.ts';

/** The checkout's typed fields: the billing address and contact, then the other delivery address. */
export const BILLING_FIELDS = ['email', 'name', 'company', 'street', 'postalCode', 'city', 'phone', 'vatId'] as const;
export const DELIVERY_FIELDS = ['name', 'company', 'street', 'postalCode', 'city'] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type DeliveryField = (typeof DELIVERY_FIELDS)[number];

/** A delivery field's name in the form. */
export const deliveryFieldName = (field: DeliveryField) => `delivery_${field}` as const;

/** The checkboxes and choices, by their names in the form. */
export const CHECKOUT_CHOICES = {
  shipElsewhere: 'ship_elsewhere',
  payment: 'payment',
  acceptTerms: 'accept_terms',
} as const;

/** The form's hidden one-time id: the order's Idempotency-Key, so a repeated post orders once. */
export const SUBMISSION_ID_FIELD = 'submission_id';

/** Every value the form posts but the lines, by name. */
export const CHECKOUT_VALUE_NAMES = [
  ...BILLING_FIELDS,
  ...DELIVERY_FIELDS.map(deliveryFieldName),
  ...Object.values(CHECKOUT_CHOICES),
] as const;
export type CheckoutValues = Record<(typeof CHECKOUT_VALUE_NAMES)[number], string>;

export const FIELD_LABEL_KEYS = {
  email: 'checkout.field.email',
  name: 'checkout.field.name',
  company: 'checkout.field.company',
  street: 'checkout.field.street',
  postalCode: 'checkout.field.postalCode',
  city: 'checkout.field.city',
  phone: 'checkout.field.phone',
  vatId: 'checkout.field.vatId',
} as const satisfies Record<BillingField, MessageKey>;

/** What the browser is told of each field. */
export const FIELD_INPUTS = {
  email: { type: 'email', autoComplete: 'email', required: true, maxLength: FORM_LIMITS.email },
  name: { required: true, maxLength: ORDER_LIMITS.name },
  company: { required: false, maxLength: ORDER_LIMITS.company },
  street: { required: true, maxLength: ORDER_LIMITS.street },
  postalCode: { inputMode: 'numeric', required: true, maxLength: 5 },
  city: { required: true, maxLength: ORDER_LIMITS.city },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', required: false, maxLength: FORM_LIMITS.phone },
  vatId: { required: false, maxLength: ORDER_LIMITS.vatId + 4 },
} as const;

/** The address fields' autofill names; the form puts "billing" or "shipping" before each. */
export const ADDRESS_AUTOFILL: Partial<Record<BillingField, string>> = {
  name: 'name',
  company: 'organization',
  street: 'address-line1',
  postalCode: 'postal-code',
  city: 'address-level2',
};
