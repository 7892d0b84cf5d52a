import { DELIVERY_DAYS } from '@rennfeld/contract/constants';
import { useT } from '../../i18n/use-i18n.ts';
import { formatAmount } from '../../lib/format.ts';
import { useRootData } from '../../lib/root-data.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { OverlayHeader } from '../../ui/overlay-header.tsx';
import { OverlayFocusTrap } from '../../ui/overlay-focus-trap.tsx';

/**
 * The Shipping Information modal of SPEC §2: fades in and out (300 ms, ui/modal-dialog.tsx) and
 * closes on its close button, Escape or a backdrop click.
 */
export function ShippingInfoModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useT();
  // The shop's settings are the one source of the figures (decision 102: SPEC §9's fee reads 7.49).
  const { shop, i18n } = useRootData();
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
              {shop ? (
                <section>
                  <h3 className="h6">{t('catalogue.shipping.costsHeading')}</h3>
                  <p>
                    {t('catalogue.shipping.costs', {
                      threshold: formatAmount(shop.free_shipping_above, i18n.locale),
                      fee: formatAmount(shop.shipping_fee, i18n.locale),
                    })}
                  </p>
                </section>
              ) : null}
              <section>
                <h3 className="h6">{t('catalogue.shipping.periodHeading')}</h3>
                <p>{t('catalogue.shipping.period', shop?.delivery_days ?? DELIVERY_DAYS)}</p>
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
