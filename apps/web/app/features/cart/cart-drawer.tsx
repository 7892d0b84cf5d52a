import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/use-i18n.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { OverlayHeader } from '../../ui/overlay-header.tsx';
import { OverlayFocusTrap } from '../../ui/overlay-focus-trap.tsx';
import { closeCartDrawer, useCartDrawerOpen } from './cart-count.ts';
import { useCartEntries } from './cart-store.ts';

/** The lines, their price check and the totals load when the drawer first opens with something in it. */
const CartContents = lazy(() => import('./cart-contents.tsx'));

/**
 * The right-hand drawer of SPEC §1/§2: empty as the SPEC has it, else the cart's lines and totals.
 * The app loads it when a visitor first reaches for the cart or adds to it.
 */
export default function CartDrawer() {
  const t = useT();
  const open = useCartDrawerOpen();
  const entries = useCartEntries();
  return (
    <ModalDialog open={open} onClose={closeCartDrawer} labelledBy="cart-drawer-title">
      <div className="offcanvas offcanvas-end show cart-drawer">
        <OverlayFocusTrap>
          <OverlayHeader
            variant="offcanvas"
            titleId="cart-drawer-title"
            title={t('layout.cartTitle')}
            titleAs="div"
            titleClassName="h5"
            closeLabel={t('layout.closeCart')}
            onClose={closeCartDrawer}
          />
          <div className="offcanvas-body">
            {entries.length === 0 ? (
              <p>{t('layout.cartEmpty')}</p>
            ) : (
              <Suspense
                fallback={
                  <p role="status">
                    <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                    {t('cart.loading')}
                  </p>
                }
              >
                <CartContents entries={entries} />
              </Suspense>
            )}
          </div>
        </OverlayFocusTrap>
      </div>
    </ModalDialog>
  );
}
