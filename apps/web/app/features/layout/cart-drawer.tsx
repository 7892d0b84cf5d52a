import { useT } from '../../i18n/use-i18n.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { OverlayFocusTrap } from '../../ui/overlay-focus-trap.tsx';

/** SPEC §1/§2: the cart is only an empty right-hand drawer. */
export function CartDrawer({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useT();
  return (
    <ModalDialog open={show} onClose={onHide} labelledBy="cart-drawer-title">
      <div className="offcanvas offcanvas-end show">
        <OverlayFocusTrap>
          <div className="offcanvas-header">
            <div className="offcanvas-title h5" id="cart-drawer-title">
              {t('layout.cartTitle')}
            </div>
            <button type="button" className="btn-close" aria-label={t('layout.closeCart')} onClick={onHide} />
          </div>
          <div className="offcanvas-body">
            <p>{t('layout.cartEmpty')}</p>
          </div>
        </OverlayFocusTrap>
      </div>
    </ModalDialog>
  );
}
