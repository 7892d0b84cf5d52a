import type { CompanyDetails, Order, SiteLocale } from '@rennfeld/contract';
import { buildWithdrawalNotice, withdrawalNoticeAsText } from '@rennfeld/contract/withdrawal-notice';
import { type ComposedMail, STAFF_LOCALE, toHtml } from '../../lib/mail/mail-compose.ts';
import { formatMailMessage, type MailMessageKey } from '../../lib/mail/mail-texts.ts';
import type { StoredAddress } from './orders.repository.ts';

// The order's e-mails: the buyer's confirmation of the contract on a durable medium (§ 312f BGB,
// Art. 246a EGBGB) in the order's language, and the brand's notification in German.

const formatDate = (isoDate: string, locale: SiteLocale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );

const formatAddress = ({ name, company, street, postalCode, city }: StoredAddress) =>
  [name, company, street, `${postalCode} ${city}`, 'Deutschland'].filter(Boolean).join('\n');

/** One line per size: quantity, name, size, item number, unit price and line total. */
const formatLines = (order: Order, locale: SiteLocale) =>
  order.lines
    .map((line) =>
      formatMailMessage(locale, 'orderLine', {
        quantity: line.quantity,
        name: line.name,
        size: line.container_size,
        productNumber: line.product_number,
        unitPrice: line.unit_price,
        total: line.total,
      }),
    )
    .join('\n');

/** The GiroCode's name in the confirmation's HTML (`cid:`). */
const GIROCODE_CID = 'girocode';

export interface OrderMailInput {
  order: Order;
  customer: {
    email: string;
    phone: string | null;
    vatId: string | null;
    billing: StoredAddress;
    shipping?: StoredAddress;
  };
  seller: CompanyDetails;
  /** The terms and conditions as plain text, in the order's language. */
  terms: string;
}

export function composeOrderConfirmation({ order, customer, seller, terms }: OrderMailInput): ComposedMail {
  const { locale } = order;
  const message = (key: MailMessageKey, values: Record<string, string | number> = {}) =>
    formatMailMessage(locale, key, values);
  const billing = formatAddress(customer.billing);
  const payment = message('orderPayment', {
    amount: order.payment.amount,
    due: formatDate(order.payment.due_date, locale),
    holder: order.payment.account_holder,
    iban: order.payment.iban,
    bic: order.payment.bic,
    reference: order.payment.reference,
  });
  const paragraphs = [
    message('orderGreeting', { name: customer.billing.name }),
    `${message('orderLinesHeading', { number: order.number, date: formatDate(order.created_at, locale) })}\n\n${formatLines(order, locale)}`,
    message('orderTotals', {
      subtotal: order.subtotal,
      shipping: order.shipping,
      total: order.total,
      vat: order.vat,
      vatRate: order.vat_rate,
    }),
    payment,
    message('orderAddresses', { billing, shipping: customer.shipping ? formatAddress(customer.shipping) : billing }),
    message('orderSeller', {
      company: seller.name,
      street: seller.street,
      postalCode: seller.postalCode,
      city: seller.city,
      phone: seller.phone,
      email: seller.email,
      managingDirectors: seller.managingDirectors,
      registerCourt: seller.registerCourt,
      registerNumber: seller.registerNumber,
      vatId: seller.vatId,
    }),
    `${message('orderTermsHeading')}\n\n${terms}`,
    withdrawalNoticeAsText(buildWithdrawalNotice(seller, locale)),
    message('signature'),
  ];
  return {
    kind: 'order-confirmation',
    to: customer.email,
    subject: message('orderSubject', { number: order.number }),
    text: `${paragraphs.join('\n\n')}\n`,
    html: toHtml(paragraphs, {
      linkify: true,
      image: { after: paragraphs.indexOf(payment), cid: GIROCODE_CID, alt: message('orderGiroCode') },
    }),
    headers: { 'Reply-To': seller.email },
    inlineImages: [{ cid: GIROCODE_CID, qrCode: order.payment.qr_payload }],
  };
}

/** The brand's notice of a new order, answering to the buyer. */
export function composeOrderNotification(
  to: string,
  { order, customer }: Omit<OrderMailInput, 'seller' | 'terms'>,
): ComposedMail {
  const message = (key: MailMessageKey, values: Record<string, string | number> = {}) =>
    formatMailMessage(STAFF_LOCALE, key, values);
  const none = message('contactNoPhone');
  const billing = formatAddress(customer.billing);
  const paragraphs = [
    message('orderNotificationText', {
      number: order.number,
      total: order.total,
      locale: order.locale,
      email: customer.email,
      phone: customer.phone ?? none,
      vatId: customer.vatId ?? none,
    }),
    formatLines(order, STAFF_LOCALE),
    message('orderAddresses', { billing, shipping: customer.shipping ? formatAddress(customer.shipping) : billing }),
  ];
  return {
    kind: 'order-notification',
    to,
    subject: message('orderNotificationSubject', { number: order.number, total: order.total }),
    text: `${paragraphs.join('\n\n')}\n`,
    html: toHtml(paragraphs, { linkify: false }),
    headers: { 'Reply-To': customer.email },
  };
}
