import { buildLegalDocumentPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { LEGAL_DOCUMENT_KINDS, LEGAL_DOCUMENTS } from '@rennfeld/contract/constants';
import { Link } from 'react-router';
import { HOTLINE, HOTLINE_HOURS } from '../../lib/brand.ts';
import '../../styles/layout.css';

interface FooterLink {
  to: string;
  label: string;
}

const COLUMNS: Array<{ heading: string; links: FooterLink[] }> = [
  {
    heading: 'Company',
    links: [
      { to: SITE_PATHS.about, label: 'About Company' },
      { to: SITE_PATHS.team, label: 'Our Team' },
      { to: SITE_PATHS.partnership, label: 'Partnership' },
      { to: SITE_PATHS.news, label: 'News' },
      { to: SITE_PATHS.concepts, label: 'Concepts' },
      { to: SITE_PATHS.catalogue, label: 'Catalogue' },
    ],
  },
  {
    heading: 'Customer Service',
    links: [
      { to: SITE_PATHS.contact, label: 'Contact' },
      { to: SITE_PATHS.newsletter, label: 'Newsletter' },
      // SPEC §2: these four are linked from the footer but are not routes (they answer 404).
      { to: '/shipping', label: 'Shipping' },
      { to: '/payment-methods', label: 'Payment Methods' },
      { to: '/cookie-settings', label: 'Cookie Settings' },
      { to: '/competition-terms', label: 'Competition Terms' },
    ],
  },
  {
    heading: 'Legal',
    links: LEGAL_DOCUMENT_KINDS.map((kind) => ({
      to: buildLegalDocumentPath(kind),
      label: LEGAL_DOCUMENTS[kind].title,
    })),
  },
];

export function SiteFooter() {
  return (
    <footer className="site-footer" data-bs-theme="dark">
      <div className="container-xxl py-5">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <img src="/logo.svg" alt="Rennfeld Motorsport Lubricants" height={45} width={180} />
            <p className="mt-3 mb-0 text-white-50">
              Engine oils, transmission oils and racing fluids, developed on the track and blended for the road.
            </p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.heading} className="col-6 col-md-4 col-lg-2" aria-label={column.heading}>
              <h2 className="site-footer__heading">{column.heading}</h2>
              <ul className="list-unstyled mb-0">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link className="site-footer__link" to={link.to}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className="col-6 col-md-12 col-lg-2">
            <h2 className="site-footer__heading">Service Hotline</h2>
            <p className="mb-1">
              <a className="site-footer__hotline" href={`tel:${HOTLINE.tel}`}>
                {HOTLINE.display}
              </a>
            </p>
            <p className="mb-0 text-white-50">{HOTLINE_HOURS.text}</p>
          </div>
        </div>
        <hr className="border-secondary my-4" />
        <div className="d-flex flex-column flex-md-row justify-content-between gap-2 small text-white-50">
          <p className="mb-0">Shipping within Germany only. Orders over 75 euros ship free.</p>
          <p className="mb-0">© 2025 Rennfeld Motorsport Lubricants. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
