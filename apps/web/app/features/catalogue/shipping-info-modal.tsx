import { useT } from '../../i18n/use-i18n.ts';
import { ModalDialog, OverlayHeader } from '../../ui/modal-dialog.tsx';
import { OverlayFocusTrap } from '../../ui/overlay-focus-trap.tsx';

/** SPEC §9: shipping constants, stated as given (in euros, as the prices are: decision 044). */
const SHIPPING = {
  freeShippingAboveEuro: 75,
  flatFeeEuro: 749,
  deliveryDays: { fastest: 1, slowest: 3 },
} as const;

/**
 * The Shipping Information modal of SPEC §2: fades in and out (300 ms, ui/modal-dialog.tsx) and
 * closes on its close button, Escape or a backdrop click.
 */
export function ShippingInfoModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useT();
  return (
    <ModalDialog open={show} onClose={onHide} labelledBy="shipping-modal-title" className="modal shipping-modal">
      <div className="modal-dialog modal-dialog-centered modal-dialog-scrollable">
        <div className="modal-content">
          <OverlayFocusTrap>
            <OverlayHeader
              variant="modal"
              titleId="shipping-modal-title"
              title={t('catalogue.shipping.title')}
              titleClassName="h5"
              closeLabel={t('catalogue.shipping.close')}
              onClose={onHide}
            />
            <div className="modal-body">
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
            </div>
          </OverlayFocusTrap>
        </div>
      </div>
    </ModalDialog>
  );
}
