import { ORDER_LIMITS } from '@rennfeld/contract/constants';
import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, notifyCartChanged, parseStoredCart, readStoredText, subscribeToCart } from './cart-count.ts';

/** One size in the cart, and the price the visitor last saw for it. */
export interface CartEntry {
  product: string;
  size: string;
  quantity: number;
  /** The unit price (cents) last shown: the cart says so when the server's differs. */
  seenPriceCents?: number;
}

// The cart lives in this browser's localStorage alone (decision 105): no cookie, nothing on the
// server until the order.

const EMPTY: readonly CartEntry[] = [];
let entries: readonly CartEntry[] | undefined;
let entriesRead: string | undefined;

const isEntry = (value: unknown): value is CartEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const { product, size, quantity, seenPriceCents } = value as Record<string, unknown>;
  return (
    typeof product === 'string' &&
    typeof size === 'string' &&
    Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    (seenPriceCents === undefined || Number.isInteger(seenPriceCents))
  );
};

/** The stored lines, checked; read again after any change, here or in another tab. */
function currentEntries(): readonly CartEntry[] {
  const stored = readStoredText();
  if (entries && stored === entriesRead) return entries;
  entriesRead = stored;
  const lines = parseStoredCart(stored);
  entries = Array.isArray(lines) ? lines.filter(isEntry).slice(0, ORDER_LIMITS.lines) : EMPTY;
  return entries;
}

function save(next: readonly CartEntry[]) {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused: the cart lasts as long as the page.
  }
  entries = next;
  entriesRead = readStoredText();
  notifyCartChanged();
}

const sameLine = (a: Pick<CartEntry, 'product' | 'size'>) => (b: Pick<CartEntry, 'product' | 'size'>) =>
  a.product === b.product && a.size === b.size;

const clampQuantity = (quantity: number) => Math.min(Math.max(1, Math.floor(quantity)), ORDER_LIMITS.quantity);

/** Adds a size; one already in the cart gets the quantity on top, up to the most one line may hold. */
export function addToCart(entry: CartEntry) {
  const current = currentEntries();
  const existing = current.find(sameLine(entry));
  if (existing) {
    save(
      current.map((line) =>
        line === existing
          ? { ...line, quantity: clampQuantity(line.quantity + entry.quantity), seenPriceCents: entry.seenPriceCents }
          : line,
      ),
    );
  } else if (current.length < ORDER_LIMITS.lines) {
    save([...current, { ...entry, quantity: clampQuantity(entry.quantity) }]);
  }
}

export function updateCartLine(line: Pick<CartEntry, 'product' | 'size'>, change: Partial<CartEntry>) {
  save(
    currentEntries().map((entry) =>
      sameLine(line)(entry)
        ? { ...entry, ...change, quantity: clampQuantity(change.quantity ?? entry.quantity) }
        : entry,
    ),
  );
}

export function removeFromCart(line: Pick<CartEntry, 'product' | 'size'>) {
  save(currentEntries().filter((entry) => !sameLine(line)(entry)));
}

/** Takes out what an order has bought. */
export function removeOrderedLines(lines: readonly Pick<CartEntry, 'product' | 'size'>[]) {
  save(currentEntries().filter((entry) => !lines.some(sameLine(entry))));
}

/** The cart's lines; empty on the server and while the page hydrates. */
export const useCartEntries = (): readonly CartEntry[] =>
  useSyncExternalStore(subscribeToCart, currentEntries, () => EMPTY);
