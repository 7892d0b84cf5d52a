import { IDEMPOTENCY_KEY_HEADER, OrderRequestHeadersSchema, OrderRequestSchema } from '@rennfeld/contract';
import { localeOfPath, buildOrderConfirmationPath, localizePath } from '@rennfeld/contract/site-paths';
import { type AppLoadContext, redirect } from 'react-router';
import { serverTranslator } from '../../i18n/catalogue.server.ts';
import { ApiError } from '../../lib/api-client.ts';
import { createServerApi, placeOrder } from '../../lib/api.ts';
import { CHECKOUT_VALUE_NAMES, type CheckoutValues, SUBMISSION_ID_FIELD } from './checkout-fields.ts';
import { buildOrderRequest, describeOrderIssues } from './checkout-order.server.ts';

/** Why the order was not placed: the fields keep what was typed, and the same form id posts again. */
export interface CheckoutRefusal {
  message?: string;
  fieldErrors: Record<string, string[]>;
  values: CheckoutValues;
  submissionId: string;
}

/** A one-time id for a checkout form: the Idempotency-Key of the order it places. */
export const createSubmissionId = (): string => crypto.randomUUID();

/**
 * The checkout's action: checks the form with the order's own schema, places the order through
 * the API and leads to its confirmation page; otherwise answers why, in the page's language.
 */
export async function submitCheckout({
  form,
  lines,
  request,
  context,
}: {
  form: FormData;
  lines: { product: string; size: string; quantity: number }[];
  request: Request;
  context: AppLoadContext;
}): Promise<CheckoutRefusal | Response> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const t = serverTranslator(locale);
  const values = Object.fromEntries(
    CHECKOUT_VALUE_NAMES.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as CheckoutValues;
  // A missing or malformed id (a hand-made post) gets a new one.
  const submitted = OrderRequestHeadersSchema.safeParse({ [IDEMPOTENCY_KEY_HEADER]: form.get(SUBMISSION_ID_FIELD) });
  const submissionId = submitted.success ? submitted.data[IDEMPOTENCY_KEY_HEADER] : createSubmissionId();
  const refuse = (refusal: Omit<CheckoutRefusal, 'values' | 'submissionId'>): CheckoutRefusal => ({
    ...refusal,
    values,
    submissionId,
  });

  const order = OrderRequestSchema.safeParse(buildOrderRequest(values, lines, locale));
  if (!order.success) return refuse({ fieldErrors: describeOrderIssues(order.error.issues, locale, t) });
  try {
    const placed = await placeOrder(createServerApi(context, request), order.data, submissionId);
    return redirect(localizePath(buildOrderConfirmationPath(placed.confirmation_key), locale));
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      return refuse({ message: t('checkout.stockChanged'), fieldErrors: {} });
    }
    if (error instanceof ApiError && error.status === 422) {
      return refuse({ message: t('checkout.error.lines'), fieldErrors: {} });
    }
    context.logError('The order could not be placed', error);
    const serverMessage = error instanceof ApiError && locale === 'en' ? error.serverMessage : undefined;
    return refuse({ message: serverMessage ?? t('checkout.failed'), fieldErrors: {} });
  }
}
