import { Offcanvas } from 'react-bootstrap';
import { useT } from '../../i18n/use-i18n.ts';
import { OverlayFocusTrap } from '../../ui/overlay-focus-trap.tsx';

/** SPEC §1/§2: the cart is only an empty right-hand drawer. */
export function CartDrawer({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useT();
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="cart-drawer-title">
      <OverlayFocusTrap>
        <Offcanvas.Header closeButton closeLabel={t('layout.closeCart')}>
          <Offcanvas.Title id="cart-drawer-title">{t('layout.cartTitle')}</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <p>{t('layout.cartEmpty')}</p>
        </Offcanvas.Body>
      </OverlayFocusTrap>
    </Offcanvas>
  );
}
