import { useT } from '../../i18n/use-i18n.ts';
import { ModalDialog, OverlayHeader } from '../../ui/modal-dialog.tsx';
import { OverlayFocusTrap } from '../../ui/overlay-focus-trap.tsx';

/** SPEC §1/§2: the cart is only an empty right-hand drawer. */
export function CartDrawer({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useT();
  return (
    <ModalDialog open={show} onClose={onHide} labelledBy="cart-drawer-title">
      <div className="offcanvas offcanvas-end show">
        <OverlayFocusTrap>
          <OverlayHeader
            variant="offcanvas"
            titleId="cart-drawer-title"
            title={t('layout.cartTitle')}
            titleAs="div"
            titleClassName="h5"
            closeLabel={t('layout.closeCart')}
            onClose={onHide}
          />
          <div className="offcanvas-body">
            <p>{t('layout.cartEmpty')}</p>
          </div>
        </OverlayFocusTrap>
      </div>
    </ModalDialog>
  );
}
