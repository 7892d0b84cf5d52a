import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { NonceContext } from './load-context.ts';

/*
 * React Router's default browser entry, plus the Content-Security-Policy nonce the server put on
 * its inline scripts. The browser hides the attribute's value (it reads "") but keeps it in the
 * element's `nonce` property, which is what React compares while hydrating: rendering the same
 * value here keeps the server's markup and the client's in agreement.
 */
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={nonce}>
        <HydratedRouter />
      </NonceContext.Provider>
    </StrictMode>,
  );
});
