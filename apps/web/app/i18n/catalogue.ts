import type { SiteLocale } from '@rennfeld/contract/constants';
import { cartMessages } from './messages/cart.ts';
import { checkoutMessages } from './messages/checkout.ts';
import { catalogueMessages } from './messages/catalogue.ts';
import { commonMessages } from './messages/common.ts';
import { contentMessages } from './messages/content.ts';
import { cookiesMessages } from './messages/cookies.ts';
import { formsMessages } from './messages/forms.ts';
import { homeMessages } from './messages/home.ts';
import { layoutMessages } from './messages/layout.ts';
import { shopMessages } from './messages/shop.ts';

/**
 * The interface's texts, every part in every language. Only the server reads the texts
 * themselves (catalogue.server.ts); a page receives its language's catalogue with the root's data.
 */
const PARTS = [
  commonMessages,
  layoutMessages,
  homeMessages,
  catalogueMessages,
  contentMessages,
  formsMessages,
  cookiesMessages,
  shopMessages,
  cartMessages,
  checkoutMessages,
];

type Catalogue = (typeof commonMessages)['en'] &
  (typeof layoutMessages)['en'] &
  (typeof homeMessages)['en'] &
  (typeof catalogueMessages)['en'] &
  (typeof contentMessages)['en'] &
  (typeof formsMessages)['en'] &
  (typeof cookiesMessages)['en'] &
  (typeof shopMessages)['en'] &
  (typeof cartMessages)['en'] &
  (typeof checkoutMessages)['en'];

export type MessageKey = keyof Catalogue;

/** A language's texts, every part merged. */
export function catalogueOf(locale: SiteLocale): Record<MessageKey, string> {
  return Object.assign({}, ...PARTS.map((part) => part[locale])) as Catalogue;
}
