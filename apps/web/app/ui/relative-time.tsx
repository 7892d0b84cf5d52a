/**
 * An item with its age as the page says it ("3 days ago", "vor 1 Monat", "just now"), written by
 * the loader on the server: the browser then makes no relative-time formatter while hydrating, the
 * first of which costs a phone a long task (decision 057).
 */
export type Aged<T> = T & { age: string };

/** Age of an item, as its loader wrote it, with the moment itself for machines. */
export function RelativeTime({ item, className }: { item: Aged<{ created_at: string }>; className?: string }) {
  return (
    <time dateTime={item.created_at} className={className}>
      {item.age}
    </time>
  );
}
