import { createContext, useContext } from 'react';

/** What the server passes to every loader and action (built in apps/server/src/web.ts). */
export interface WebLoadContext {
  /** fetch for API calls: same-origin paths are answered in-process on the server. */
  fetch: typeof fetch;
  apiBase: string;
  storageBase: string;
  /**
   * This answer's Content-Security-Policy nonce: the inline scripts React Router renders carry it,
   * and the policy runs no inline script without it.
   */
  cspNonce: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  interface AppLoadContext extends WebLoadContext {}
}

/**
 * The nonce as components read it while the server renders (entry.server.tsx provides it). In the
 * browser it is the empty string: the browser hides a nonce attribute's value from the page (it
 * reads ""), so hydration finds what it renders, and no script ever sees the nonce.
 */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
