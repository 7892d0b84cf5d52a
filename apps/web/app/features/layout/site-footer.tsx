import { buildLegalDocumentPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { type LegalDocumentKind } from '@rennfeld/contract/constants';
import { Link } from 'react-router';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';
import { telephoneHref } from '../../lib/brand.ts';
import { formatAmount } from '../../lib/format.ts';
import { useRootData } from '../../lib/root-data.ts';
import '../../styles/layout.css';

interface FooterLink {
  to: string;
  label: MessageKey;
}

const LEGAL_LINK_LABELS: Record<LegalDocumentKind, MessageKey> = {
  privacyPolicy: 'layout.footer.privacyPolicy',
  terms: 'layout.footer.terms',
  copyright: 'layout.footer.copyright',
  imprint: 'layout.footer.imprint',
};

const COLUMNS: Array<{ heading: MessageKey; links: FooterLink[] }> = [
  {
    heading: 'layout.footer.company',
    links: [
      { to: SITE_PATHS.about, label: 'layout.aboutCompany' },
      { to: SITE_PATHS.team, label: 'layout.ourTeam' },
      { to: SITE_PATHS.partnership, label: 'layout.partnership' },
      { to: SITE_PATHS.news, label: 'layout.news' },
      { to: SITE_PATHS.concepts, label: 'layout.concepts' },
      { to: SITE_PATHS.catalogue, label: 'layout.catalogue' },
    ],
  },
  {
    heading: 'layout.footer.customerService',
    links: [
      { to: SITE_PATHS.contact, label: 'layout.footer.contact' },
      { to: SITE_PATHS.newsletter, label: 'layout.footer.newsletter' },
      // SPEC §2 links these four from the footer as 404s; the cookie settings (decision 048) and
      // the shipping and payment pages (decision 104) became pages.
      { to: SITE_PATHS.shipping, label: 'layout.footer.shipping' },
      { to: SITE_PATHS.paymentMethods, label: 'layout.footer.paymentMethods' },
      { to: SITE_PATHS.cookieSettings, label: 'layout.footer.cookieSettings' },
      { to: '/competition-terms', label: 'layout.footer.competitionTerms' },
    ],
  },
  {
    heading: 'layout.footer.legal',
    links: [
      ...Object.entries(LEGAL_LINK_LABELS).map(([kind, label]) => ({
        to: buildLegalDocumentPath(kind as LegalDocumentKind),
        label,
      })),
      // Beyond SPEC §2: the statutory withdrawal information (decision 106).
      { to: SITE_PATHS.withdrawal, label: 'layout.footer.withdrawal' },
      // Beyond SPEC §2: the accessibility statement (BFSG, decision 107).
      { to: SITE_PATHS.accessibility, label: 'layout.footer.accessibility' },
    ],
  },
];

export function SiteFooter() {
  const t = useT();
  const localePath = useLocalePath();
  const { company, shop, i18n } = useRootData();
  return (
    <footer className="site-footer" data-bs-theme="dark">
      <div className="container-xxl py-5">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <img src="/logo.svg" alt={t('layout.logoAlt')} height={45} width={180} />
            <p className="mt-3 mb-0 text-white-50">{t('layout.footer.tagline')}</p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.heading} className="col-6 col-md-4 col-lg-2" aria-label={t(column.heading)}>
              <h2 className="site-footer__heading">{t(column.heading)}</h2>
              <ul className="list-unstyled mb-0">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link className="site-footer__link" to={localePath(link.to)}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className="col-6 col-md-12 col-lg-2">
            <h2 className="site-footer__heading">{t('layout.footer.hotline')}</h2>
            {company?.phone ? (
              <p className="mb-1">
                <a className="site-footer__hotline" href={telephoneHref(company.phone)}>
                  {company.phone}
                </a>
              </p>
            ) : null}
            <p className="mb-0 text-white-50">{t('common.hotlineHours')}</p>
          </div>
        </div>
        <hr className="border-secondary my-4" />
        <div className="d-flex flex-column flex-md-row justify-content-between gap-2 small text-white-50">
          <p className="mb-0">
            {shop
              ? t('layout.footer.shippingNote', { threshold: formatAmount(shop.free_shipping_above, i18n.locale) })
              : t('catalogue.shipping.area')}
          </p>
          <p className="mb-0">{t('layout.footer.rights')}</p>
        </div>
      </div>
    </footer>
  );
}
