import type { Manufacturer, PostalAddress } from '@rennfeld/contract';
import { useLocale, useT } from '../../i18n/use-i18n.ts';
import { formatCountry } from '../../lib/format.ts';

/**
 * What the product page states of its manufacturer (GPSR, Regulation (EU) 2023/988, Art. 19):
 * postal and e-mail address, and the responsible person in the EU of one outside it. Nothing
 * while staff have given only the name, which the specifications table already shows.
 */
export function ManufacturerDetails({ manufacturer }: { manufacturer: Manufacturer }) {
  const t = useT();
  if (!manufacturer.address && !manufacturer.email) return null;
  const responsible = manufacturer.eu_responsible_person;
  return (
    <section className="mt-4" aria-labelledby="manufacturer-heading">
      <h2 id="manufacturer-heading" className="h4">
        {t('catalogue.manufacturer.heading')}
      </h2>
      <div className="row g-3">
        <div className="col-md-6">
          <h3 className="h6">{t('catalogue.manufacturer.manufacturer')}</h3>
          <PartyAddress name={manufacturer.name} address={manufacturer.address} email={manufacturer.email} />
        </div>
        {responsible && (
          <div className="col-md-6">
            <h3 className="h6">{t('catalogue.manufacturer.responsiblePerson')}</h3>
            <PartyAddress name={responsible.name} address={responsible.address} email={responsible.email} />
          </div>
        )}
      </div>
    </section>
  );
}

function PartyAddress({ name, address, email }: { name: string; address: PostalAddress | null; email: string | null }) {
  const locale = useLocale();
  return (
    <address className="mb-0">
      {name}
      {address && (
        <>
          <br />
          {address.street}
          <br />
          {address.postal_code} {address.city}
          <br />
          {formatCountry(address.country, locale)}
        </>
      )}
      {email && (
        <>
          <br />
          <a href={`mailto:${email}`}>{email}</a>
        </>
      )}
    </address>
  );
}
