import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';

export interface Crumb {
  label: string;
  /** The step's English path; the link stays in the page's language. */
  to?: string;
  /** 'en' for a name answered in English on a German page (decision 049). */
  lang?: 'en';
}

/** Home, then the given trail; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <nav aria-label={t('catalogue.breadcrumb.label')}>
      <ol className="breadcrumb small mb-3">
        <li className="breadcrumb-item">
          <Link to={localePath(SITE_PATHS.home)}>{t('catalogue.breadcrumb.home')}</Link>
        </li>
        {trail.map((crumb, index) =>
          index === trail.length - 1 || !crumb.to ? (
            <li
              className="breadcrumb-item active"
              aria-current={index === trail.length - 1 ? 'page' : undefined}
              lang={crumb.lang}
              key={index}
            >
              {crumb.label}
            </li>
          ) : (
            <li className="breadcrumb-item" lang={crumb.lang} key={index}>
              <Link to={localePath(crumb.to)}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
