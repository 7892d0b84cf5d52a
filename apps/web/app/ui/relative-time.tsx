import { useLocale, useT } from '../i18n/use-i18n.ts';
import { formatRelativeTime } from '../lib/format.ts';

/**
 * Age of an item ("3 days ago"). The server and the browser compute it at different moments, so
 * only this element may differ between the server HTML and the first client render.
 */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <time dateTime={date} className={className} suppressHydrationWarning>
      {formatRelativeTime(date, locale) ?? t('common.justNow')}
    </time>
  );
}
