import type { UsedOilTakeBack } from '@rennfeld/contract';

/**
 * The take-back notice sellers of engine and gear oils must give (German Used Oil Ordinance,
 * AltölV §8; decision 046), written out with the brand's take-back address, beside the price.
 */
const USED_OIL_NOTICE_TEXTS = {
  heading: 'Used oil take-back',
  obligation:
    'Under the German Used Oil Ordinance (Altölverordnung), we take back used engine and gear oil free of charge, up to the quantity of engine or gear oil you bought from us. Please hand it in at our collection point, with your receipt:',
  care: 'Used oil must never get into drains, the soil or water: disposing of it improperly harms the environment and is prohibited. Have your oil changed by a workshop, or bring the used oil to us in a closed container.',
} as const;

export function UsedOilNotice({ takeBack }: { takeBack: UsedOilTakeBack }) {
  return (
    <aside className="used-oil-notice border rounded p-3 mb-4 small" aria-labelledby="used-oil-notice-heading">
      <h2 id="used-oil-notice-heading" className="h6 mb-2">
        {USED_OIL_NOTICE_TEXTS.heading}
      </h2>
      <p className="mb-2">{USED_OIL_NOTICE_TEXTS.obligation}</p>
      <address className="mb-2">
        {takeBack.name}
        <br />
        {takeBack.street}
        <br />
        {takeBack.postal_code} {takeBack.city}, {takeBack.country}
      </address>
      <p className="mb-0">{USED_OIL_NOTICE_TEXTS.care}</p>
    </aside>
  );
}
