import { localizePath, pathWithoutLocale } from '@rennfeld/contract/site-paths';
import type { SiteLocale } from '@rennfeld/contract/constants';
import { Link, useLocation } from 'react-router';
import { useLocale, useT } from '../../i18n/use-i18n.ts';

/** The other language of the two: the one the switch and the offer lead to. */
export function otherLocale(locale: SiteLocale): SiteLocale {
  return locale === 'en' ? 'de' : 'en';
}

/** The page the visitor is on, in a language: same route, same query. */
export function useSamePageIn(locale: SiteLocale): string {
  const { pathname, search } = useLocation();
  return `${localizePath(pathWithoutLocale(pathname), locale)}${search}`;
}

/** The header's link to the same page in the other language (in the bar from md, in the menu below). */
export function LanguageSwitch({ className }: { className: string }) {
  const t = useT();
  const target = otherLocale(useLocale());
  const to = useSamePageIn(target);
  return (
    <Link className={`site-navbar__icon site-navbar__language ${className}`} to={to} lang={target} hrefLang={target}>
      {/* WCAG 2.5.3: the name ("DE Deutsch") begins with the visible code. */}
      {target.toUpperCase()}
      <span className="visually-hidden"> {t('layout.language.switchTo')}</span>
    </Link>
  );
}
