import { Modal } from 'react-bootstrap';
import { useT } from '../../i18n/use-i18n.ts';
import { OverlayFocusTrap } from '../../ui/overlay-focus-trap.tsx';

/** SPEC §9: shipping constants, stated as given (in euros, as the prices are: decision 044). */
const SHIPPING = {
  freeShippingAboveEuro: 75,
  flatFeeEuro: 749,
  deliveryDays: { fastest: 1, slowest: 3 },
} as const;

/**
 * The Shipping Information modal of SPEC §2: fades in and out (300 ms, see catalogue.css) and
 * closes on its close button or a backdrop click.
 */
export function ShippingInfoModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useT();
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
        <Modal.Header closeButton closeLabel={t('catalogue.shipping.close')}>
          <Modal.Title id="shipping-modal-title" as="h2" className="h5">
            {t('catalogue.shipping.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <section>
            <h3 className="h6">{t('catalogue.shipping.costsHeading')}</h3>
            <p>
              {t('catalogue.shipping.costs', {
                threshold: SHIPPING.freeShippingAboveEuro,
                fee: SHIPPING.flatFeeEuro,
              })}
            </p>
          </section>
          <section>
            <h3 className="h6">{t('catalogue.shipping.periodHeading')}</h3>
            <p>{t('catalogue.shipping.period', SHIPPING.deliveryDays)}</p>
          </section>
          <section>
            <h3 className="h6">{t('catalogue.shipping.areaHeading')}</h3>
            <p>{t('catalogue.shipping.area')}</p>
          </section>
          <section>
            <h3 className="h6">{t('catalogue.shipping.statusHeading')}</h3>
            <p>{t('catalogue.shipping.status', { hours: t('common.hotlineHours') })}</p>
          </section>
          <section>
            <h3 className="h6">{t('catalogue.shipping.damageHeading')}</h3>
            <p>{t('catalogue.shipping.damage')}</p>
          </section>
          <section>
            <h3 className="h6 mb-0">{t('catalogue.shipping.providersHeading')}</h3>
          </section>
        </Modal.Body>
      </OverlayFocusTrap>
    </Modal>
  );
}
