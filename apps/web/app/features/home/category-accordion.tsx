import { buildProductListingPath } from '@rennfeld/contract/site-paths';
import type { Category } from '@rennfeld/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';
import { fallbackLang } from '../../lib/untranslated.ts';

/**
 * SPEC §2 Home: the category side menu. One item is open at a time (SPEC §4); each category
 * links to its listing and each sub-category to its own.
 */
export function CategoryAccordion({ categories }: { categories: Category[] }) {
  const t = useT();
  const localePath = useLocalePath();
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  return (
    <div className="category-accordion accordion">
      {categories.map((category) => {
        const open = category.slug === openSlug;
        const panelId = `category-accordion-${category.slug}`;
        return (
          <div key={category.slug} className="accordion-item">
            <h3 className="accordion-header">
              <button
                type="button"
                className={open ? 'accordion-button' : 'accordion-button collapsed'}
                aria-expanded={open}
                aria-controls={panelId}
                lang={fallbackLang(category, 'name')}
                onClick={() => setOpenSlug(open ? null : category.slug)}
              >
                {category.name}
              </button>
            </h3>
            <div id={panelId} className={open ? 'accordion-collapse collapse show' : 'accordion-collapse collapse'}>
              <div className="accordion-body">
                <ul className="list-unstyled mb-0">
                  <li>
                    <Link
                      className="category-accordion__link fw-semibold"
                      to={localePath(buildProductListingPath(category.slug))}
                    >
                      {t('home.accordion.allOfCategory', { category: category.name })}
                    </Link>
                  </li>
                  {category.sub_categories.map((subCategory) => (
                    <li key={subCategory.slug}>
                      <Link
                        className="category-accordion__link"
                        to={localePath(buildProductListingPath(category.slug, subCategory.slug))}
                        lang={fallbackLang(subCategory, 'name')}
                      >
                        {subCategory.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
