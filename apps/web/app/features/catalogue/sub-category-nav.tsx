import { buildProductListingPath } from '@rennfeld/contract/site-paths';
import type { Category } from '@rennfeld/contract';
import { NavLink } from 'react-router';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';
import { fallbackLang } from '../../lib/untranslated.ts';

/**
 * The listing's left side panel: the category's sub-categories, the current one marked
 * (aria-current). A column from the large breakpoint, a row of scrollable pills above it.
 */
export function SubCategoryNav({ category }: { category: Category }) {
  const t = useT();
  const localePath = useLocalePath();
  const pill = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;
  return (
    <nav className="sub-category-nav" aria-labelledby="sub-category-nav-heading">
      <h2
        id="sub-category-nav-heading"
        className="h6 text-uppercase text-secondary mb-2"
        lang={fallbackLang(category, 'name')}
      >
        {category.name}
      </h2>
      <ul className="nav nav-pills flex-nowrap flex-lg-column gap-1">
        <li className="nav-item">
          <NavLink className={pill} to={localePath(buildProductListingPath(category.slug))} end>
            {t('catalogue.listing.allOf', { category: category.name })}
          </NavLink>
        </li>
        {category.sub_categories.map((sub) => (
          <li className="nav-item" key={sub.id}>
            <NavLink
              className={pill}
              to={localePath(buildProductListingPath(category.slug, sub.slug))}
              lang={fallbackLang(sub, 'name')}
            >
              {sub.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
