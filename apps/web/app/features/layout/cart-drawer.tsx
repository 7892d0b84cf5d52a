import { Offcanvas } from 'react-bootstrap';
import { OverlayFocusTrap } from '../../ui/overlay-focus-trap.tsx';

/** SPEC §1/§2: the cart is only an empty right-hand drawer. */
export function CartDrawer({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="cart-drawer-title">
      <OverlayFocusTrap>
        <Offcanvas.Header closeButton closeLabel="Close shopping cart">
          <Offcanvas.Title id="cart-drawer-title">Shopping Cart</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <p>Your shopping cart is empty.</p>
        </Offcanvas.Body>
      </OverlayFocusTrap>
    </Offcanvas>
  );
}
