import { SITE_LOCALES, type SiteLocale } from '@rennfeld/contract/constants';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { useSamePageIn } from './language-switch.tsx';

/** Where a visitor's "no, thanks" is remembered: in their browser only, never sent (decision 047). */
export const LANGUAGE_OFFER_STORAGE_KEY = 'rennfeld.language-offer-dismissed';

/** The first of the browser's languages the site speaks, if any. */
function preferredSiteLocale(browserLanguages: readonly string[]): SiteLocale | undefined {
  for (const language of browserLanguages) {
    const primary = language.toLowerCase().split('-')[0];
    const match = SITE_LOCALES.find((locale) => locale === primary);
    if (match) return match;
  }
  return undefined;
}

const subscribeToNothing = () => () => {};

function readDismissed(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_OFFER_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberDismissed() {
  try {
    localStorage.setItem(LANGUAGE_OFFER_STORAGE_KEY, '1');
  } catch {
    // Storage refused (a private window): the offer is hidden for this page only.
  }
}

/**
 * A visitor whose browser prefers the other language is offered the same page in it, in that
 * language: a bar over the page's foot (no layout shift), never a redirect, gone once dismissed.
 */
export function LanguageOffer() {
  const { offer } = useRootData().i18n;
  const to = useSamePageIn(offer.locale);
  // The server knows neither the browser's languages nor its storage: the offer appears after hydration.
  const wanted = useSyncExternalStore(
    subscribeToNothing,
    // Storage is read only for a visitor the offer is for: its first read can block the page.
    () => preferredSiteLocale(navigator.languages) === offer.locale && !readDismissed(),
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);

  if (!wanted || dismissed) return null;
  return (
    <aside className="language-offer" lang={offer.locale} aria-label={offer.text}>
      <p className="mb-0">{offer.text}</p>
      <div className="language-offer__actions">
        <Link className="btn btn-light btn-sm" to={to} hrefLang={offer.locale}>
          {offer.action}
        </Link>
        <button
          type="button"
          className="btn btn-outline-light btn-sm"
          onClick={() => {
            rememberDismissed();
            setDismissed(true);
          }}
        >
          {offer.dismiss}
        </button>
      </div>
    </aside>
  );
}
