import { SEARCH_QUERY_MAX_LENGTH } from '@rennfeld/contract/constants';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;
export { SEARCH_QUERY_MAX_LENGTH };

/**
 * SPEC §4/§5: only non-blank text triggers a request, and it is sent trimmed. Returns the text to
 * search for, or null when nothing may be requested (the results are then cleared).
 */
export function toSearchTerm(input: string): string | null {
  const term = input.trim();
  return term.length > 0 ? term : null;
}

/**
 * The option a listbox key moves to: ArrowDown from nothing selects the first, ArrowUp from
 * nothing the last, and both wrap around. -1 means no active option.
 */
export function moveActiveIndex(current: number, optionCount: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (optionCount <= 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= optionCount - 1 ? 0 : current + 1;
  return current <= 0 || current >= optionCount ? optionCount - 1 : current - 1;
}
