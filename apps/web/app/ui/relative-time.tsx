import { formatRelativeTime } from '../lib/format.ts';

/**
 * Age of an item ("3 days ago"). The server and the browser compute it at different moments, so
 * only this element may differ between the server HTML and the first client render.
 */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className} suppressHydrationWarning>
      {formatRelativeTime(date)}
    </time>
  );
}
