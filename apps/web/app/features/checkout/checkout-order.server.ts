import { ORDER_MESSAGES, type OrderRequest } from '@rennfeld/contract';
import { SHOP_COUNTRY, type SiteLocale } from '@rennfeld/contract/constants';
import type { z } from 'zod';
import type { MessageKey, Translate } from '../../i18n/translator.ts';
import {
  type BillingField,
  CHECKOUT_CHOICES,
  type CheckoutValues,
  type DeliveryField,
  deliveryFieldName,
  FIELD_LABEL_KEYS,
} from './checkout-fields.ts';

// The checkout form as an order, and the order's problems as the form's: on the server only.

/** The order a filled-in form asks for; the contract's schema decides whether it may be placed. */
export function buildOrderRequest(
  values: CheckoutValues,
  lines: OrderRequest['lines'],
  locale: SiteLocale,
): Record<keyof OrderRequest, unknown> {
  const address = (name: (field: DeliveryField) => string) => ({
    name: values[name('name') as keyof CheckoutValues],
    company: values[name('company') as keyof CheckoutValues],
    street: values[name('street') as keyof CheckoutValues],
    postalCode: values[name('postalCode') as keyof CheckoutValues],
    city: values[name('city') as keyof CheckoutValues],
    country: SHOP_COUNTRY,
  });
  return {
    lines,
    customer: { ...address((field) => field), email: values.email, phone: values.phone, vatId: values.vatId },
    shippingAddress: values[CHECKOUT_CHOICES.shipElsewhere] ? address(deliveryFieldName) : undefined,
    payment: values[CHECKOUT_CHOICES.payment],
    acceptTerms: values[CHECKOUT_CHOICES.acceptTerms] === 'on',
    locale,
  };
}

/** The rules the contract words itself, in the catalogue's words. */
const ORDER_RULE_KEYS = new Map<string, MessageKey>([
  [ORDER_MESSAGES.postalCode, 'checkout.error.postalCode'],
  [ORDER_MESSAGES.street, 'checkout.error.street'],
  [ORDER_MESSAGES.country, 'checkout.error.country'],
  [ORDER_MESSAGES.vatId, 'checkout.error.vatId'],
  [ORDER_MESSAGES.phone, 'checkout.error.phone'],
  [ORDER_MESSAGES.acceptTerms, 'checkout.error.acceptTerms'],
  [ORDER_MESSAGES.payment, 'checkout.error.payment'],
]);

/** The form field an issue of the order's schema is about. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, second] = path;
  if (first === 'customer' && typeof second === 'string') return second;
  if (first === 'shippingAddress' && typeof second === 'string') return deliveryFieldName(second as DeliveryField);
  if (first === 'acceptTerms') return CHECKOUT_CHOICES.acceptTerms;
  if (first === 'payment') return CHECKOUT_CHOICES.payment;
  return 'lines';
}

const labelOf = (field: string): MessageKey | undefined =>
  FIELD_LABEL_KEYS[field.replace(/^delivery_/, '') as BillingField] as MessageKey | undefined;

/**
 * The issues of the order's schema as messages per form field, in the page's language: English
 * pages say what the contract says; German pages the catalogue's wording of the same rule.
 */
export function describeOrderIssues(issues: readonly z.core.$ZodIssue[], locale: SiteLocale, t: Translate) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    const ruleKey = ORDER_RULE_KEYS.get(issue.message);
    const label = labelOf(field);
    let message = issue.message;
    if (locale !== 'en') {
      if (ruleKey) message = t(ruleKey);
      else if (field === 'lines') message = t('checkout.error.lines');
      else if (label && issue.code === 'too_big')
        message = t('checkout.error.tooLong', { label: t(label), max: issue.maximum as number });
      else if (label && issue.code === 'invalid_format' && field === 'email') message = t('checkout.error.email');
      else if (label && issue.code === 'custom') message = t('checkout.error.controlCharacters', { label: t(label) });
      else if (label) message = t('checkout.error.required', { label: t(label) });
    }
    (errors[field] ??= []).push(message);
  }
  return errors;
}
