import { useSyncExternalStore } from 'react';

// What every page needs of the cart: how many items it holds, for the header, and whether its
// drawer is open. The lines themselves (cart-store.ts) load with the product page and the drawer.

export const CART_STORAGE_KEY = 'rennfeld:cart';

const listeners = new Set<() => void>();
let drawerOpen = false;
let count: number | undefined;

/** Tells every reader of the cart that it changed in this tab. */
export function notifyCartChanged() {
  count = undefined;
  for (const listener of listeners) listener();
}

/** Follows changes of the cart, in this tab and (through the `storage` event) in others. */
export function subscribeToCart(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', notifyCartChanged);
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The stored cart as text: `[]` when there is none or storage is refused (a private window). */
export function readStoredText(): string {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

/** The stored lines as they are, unchecked; cart-store.ts checks them. */
export function parseStoredCart(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}

function readCount(): number {
  if (count !== undefined) return count;
  const stored = parseStoredCart(readStoredText());
  const counted: number = Array.isArray(stored)
    ? stored.reduce((sum: number, line: { quantity?: unknown }) => sum + (Number(line?.quantity) || 0), 0)
    : 0;
  count = counted;
  return counted;
}

/** How many items the cart holds; none on the server and while the page hydrates. */
export const useCartCount = (): number => useSyncExternalStore(subscribeToCart, readCount, () => 0);

export function openCartDrawer() {
  drawerOpen = true;
  notifyCartChanged();
}

export function closeCartDrawer() {
  drawerOpen = false;
  notifyCartChanged();
}

export const useCartDrawerOpen = (): boolean =>
  useSyncExternalStore(
    subscribeToCart,
    () => drawerOpen,
    () => false,
  );
