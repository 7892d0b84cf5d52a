import type { SiteLocale } from '@rennfeld/contract/constants';
import type { Translate } from '../i18n/translator.ts';
import type { Aged } from '../ui/relative-time.tsx';
import { formatRelativeTime } from './format.ts';

/** Adds each item's age for `RelativeTime`, in the page's language. */
export function withAge<T extends { created_at: string }>(item: T, locale: SiteLocale, t: Translate): Aged<T> {
  return { ...item, age: formatRelativeTime(item.created_at, locale) ?? t('common.justNow') };
}
