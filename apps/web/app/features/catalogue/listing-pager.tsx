import { Link } from 'react-router';
import { useT } from '../../i18n/use-i18n.ts';
import { buildListingPageSearch } from './filter-url.ts';
import { findLastReachablePage, buildListingPagerItems } from './listing-pager-items.ts';

/**
 * Links to the other pages of a listing too large for one (not shown by the SPEC: a demo
 * category always fits on one page). Each page is an address of its own, kept in history.
 */
export function ListingPager({
  pathname,
  search,
  page,
  pages,
}: {
  pathname: string;
  search: string;
  page: number;
  pages: number;
}) {
  const t = useT();
  if (pages <= 1) return null;
  const pageAddress = (target: number) => `${pathname}${buildListingPageSearch(search, target)}`;

  return (
    <nav aria-label={t('catalogue.pager.label')} className="listing-pager mt-4">
      <ul className="pagination flex-wrap justify-content-center">
        <PagerStep label={t('catalogue.pager.previous')} rel="prev" to={page > 1 ? pageAddress(page - 1) : undefined} />
        {buildListingPagerItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item} className={`page-item${item === page ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={pageAddress(item)}
                aria-label={t('catalogue.pager.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <PagerStep
          label={t('catalogue.pager.next')}
          rel="next"
          to={page < findLastReachablePage(pages) ? pageAddress(page + 1) : undefined}
        />
      </ul>
    </nav>
  );
}

/** Previous or Next: a link, or a disabled step at either end. */
function PagerStep({ label, rel, to }: { label: string; rel: 'prev' | 'next'; to: string | undefined }) {
  return (
    <li className={`page-item${to ? '' : ' disabled'}`}>
      {to ? (
        <Link className="page-link" to={to} rel={rel}>
          {label}
        </Link>
      ) : (
        <span className="page-link">{label}</span>
      )}
    </li>
  );
}
