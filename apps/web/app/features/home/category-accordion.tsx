import { buildProductListingPath } from '@rennfeld/contract/site-paths';
import type { Category } from '@rennfeld/contract';
import { Accordion } from 'react-bootstrap';
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
  return (
    <Accordion className="category-accordion">
      {categories.map((category) => (
        <Accordion.Item key={category.slug} eventKey={category.slug}>
          <Accordion.Header as="h3" lang={fallbackLang(category, 'name')}>
            {category.name}
          </Accordion.Header>
          <Accordion.Body>
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
          </Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
