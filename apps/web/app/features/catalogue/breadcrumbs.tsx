import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home, then the given trail; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="breadcrumb small mb-3">
        <li className="breadcrumb-item">
          <Link to={SITE_PATHS.home}>Home</Link>
        </li>
        {trail.map((crumb, index) =>
          index === trail.length - 1 || !crumb.to ? (
            <li
              className="breadcrumb-item active"
              aria-current={index === trail.length - 1 ? 'page' : undefined}
              key={index}
            >
              {crumb.label}
            </li>
          ) : (
            <li className="breadcrumb-item" key={index}>
              <Link to={crumb.to}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
