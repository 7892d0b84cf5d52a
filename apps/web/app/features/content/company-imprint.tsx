import type { CompanyDetails } from '@rennfeld/contract';
import { useLocale, useT } from '../../i18n/use-i18n.ts';
import { formatCountry } from '../../lib/format.ts';
import { telephoneHref } from '../../lib/brand.ts';

/**
 * The imprint's statutory part (§ 5 DDG), written from the company's details: the same record the
 * footer's hotline, the contact page and the used-oil notice read, so a change is made once.
 */
export function CompanyImprint({ company }: { company: CompanyDetails }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="content-rich-text mb-4" aria-labelledby="imprint-company">
      <h2 id="imprint-company">{t('content.imprint.heading')}</h2>
      <address className="mb-0">
        <p>
          <strong>{company.name}</strong>
          <br />
          {company.street}, {company.postalCode} {company.city}, {formatCountry(company.country, locale)}
        </p>
        <p>
          {t('content.imprint.phone')}: <a href={telephoneHref(company.phone)}>{company.phone}</a>
          <br />
          {t('content.imprint.email')}: <a href={`mailto:${company.email}`}>{company.email}</a>
        </p>
      </address>
      <p>
        {t('content.imprint.managingDirectors')}: {company.managingDirectors}
      </p>
      <p>
        {t('content.imprint.registerCourt')}: {company.registerCourt}
        <br />
        {t('content.imprint.registerNumber')}: {company.registerNumber}
        <br />
        {t('content.imprint.vatId')}: {company.vatId}
      </p>
    </section>
  );
}
