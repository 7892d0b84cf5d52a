import { createContext, useContext } from 'react';

/** What the server passes to every loader and action (built in apps/server/src/web.ts). */
export interface WebLoadContext {
  /** fetch for API calls: same-origin paths are answered in-process on the server. */
  fetch: typeof fetch;
  apiBase: string;
  storageBase: string;
  /** The site's public origin (no trailing slash): canonical links and sharing tags are absolute. */
  siteUrl: string;
  /** The share of page views that report their real-user timings (VITALS_SAMPLE_RATE). */
  vitalsSampleRate: number;
  /**
   * This answer's Content-Security-Policy nonce: the inline scripts React Router renders carry it,
   * and the policy runs no inline script without it.
   */
  cspNonce: string;
  /** Writes a failure to the server's log, with this request's id (never shown to the visitor). */
  logError(message: string, error: unknown): void;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  interface AppLoadContext extends WebLoadContext {}
}

/**
 * This answer's nonce as components read it: entry.server.tsx provides the one it renders with,
 * entry.client.tsx the same value read back from the page, so both sides render the same markup.
 */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
