import { Modal } from 'react-bootstrap';
import { HOTLINE_HOURS } from '../../lib/brand.ts';
import { OverlayFocusTrap } from '../../ui/overlay-focus-trap.tsx';

/** SPEC §9: shipping constants, stated as given (in euros, as the prices are: decision 044). */
const SHIPPING = {
  freeShippingAboveEuro: 75,
  flatFeeEuro: 749,
  deliveryDays: '1-3',
} as const;

/**
 * The Shipping Information modal of SPEC §2: fades in and out (300 ms, see catalogue.css) and
 * closes on its close button or a backdrop click.
 */
export function ShippingInfoModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <Modal
      show={show}
      onHide={onHide}
      animation
      centered
      scrollable
      className="shipping-modal"
      backdropClassName="shipping-modal-backdrop"
      aria-labelledby="shipping-modal-title"
    >
      <OverlayFocusTrap>
        <Modal.Header closeButton>
          <Modal.Title id="shipping-modal-title" as="h2" className="h5">
            Shipping Information
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <section>
            <h3 className="h6">Shipping Costs</h3>
            <p>
              Orders up to {SHIPPING.freeShippingAboveEuro} euro pay a one-time shipping fee of {SHIPPING.flatFeeEuro}{' '}
              euro gross. Orders over {SHIPPING.freeShippingAboveEuro} euro ship free of charge.
            </p>
          </section>
          <section>
            <h3 className="h6">Delivery Period</h3>
            <p>Delivery takes {SHIPPING.deliveryDays} working days within Germany.</p>
          </section>
          <section>
            <h3 className="h6">Delivery Area</h3>
            <p>We ship within Germany only.</p>
          </section>
          <section>
            <h3 className="h6">Shipment Status</h3>
            <p>For the status of your shipment, please call our service hotline ({HOTLINE_HOURS.text}).</p>
          </section>
          <section>
            <h3 className="h6">Transport Damage &amp; Returns</h3>
            <p>Please report transport damage to our service hotline. Opened products cannot be returned.</p>
          </section>
          <section>
            <h3 className="h6 mb-0">Shipping Service Providers</h3>
          </section>
        </Modal.Body>
      </OverlayFocusTrap>
    </Modal>
  );
}
