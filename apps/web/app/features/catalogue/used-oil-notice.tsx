import type { UsedOilTakeBack } from '@rennfeld/contract';
import { useLocale, useT } from '../../i18n/use-i18n.ts';
import { formatCountry } from '../../lib/format.ts';

/**
 * The take-back notice sellers of engine and gear oils must give (German Used Oil Ordinance,
 * AltölV §8; decision 046), written out with the brand's take-back address, beside the price.
 */
export function UsedOilNotice({ takeBack }: { takeBack: UsedOilTakeBack }) {
  const t = useT();
  const locale = useLocale();
  return (
    <aside className="used-oil-notice border rounded p-3 mb-4 small" aria-labelledby="used-oil-notice-heading">
      <h2 id="used-oil-notice-heading" className="h6 mb-2">
        {t('catalogue.usedOil.heading')}
      </h2>
      <p className="mb-2">{t('catalogue.usedOil.obligation')}</p>
      <address className="mb-2">
        {takeBack.name}
        <br />
        {takeBack.street}
        <br />
        {t('catalogue.usedOil.postalLine', {
          postalCode: takeBack.postal_code,
          city: takeBack.city,
          country: formatCountry(takeBack.country, locale),
        })}
      </address>
      <p className="mb-0">{t('catalogue.usedOil.care')}</p>
    </aside>
  );
}
