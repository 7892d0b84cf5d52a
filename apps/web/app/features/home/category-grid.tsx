import { buildProductListingPath } from '@rennfeld/contract/site-paths';
import type { Category } from '@rennfeld/contract';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/use-i18n.ts';
import { truncate } from '../../lib/format.ts';
import { buildColumnSizes } from '../../lib/storage.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { StorageImage } from '../../ui/storage-image.tsx';

/**
 * SPEC §2 Home: one card per category, each linking to its product listing. Three columns at
 * most keep the 16:9 category artwork close to its shape at the 200 px card image height.
 */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  const localePath = useLocalePath();
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 justify-content-center list-unstyled mb-0">
      {categories.map((category) => (
        <li key={category.slug} className="col">
          <article className="card h-100 home-card">
            <StorageImage
              folder="category"
              file={category.image}
              alt=""
              sizes={buildColumnSizes({ sm: 2, lg: 3 })}
              className="card-img-top home-card__image"
            />
            <div className="card-body">
              <h3 className="h5 card-title" lang={fallbackLang(category, 'name')}>
                <Link
                  className="stretched-link home-card__link"
                  to={localePath(buildProductListingPath(category.slug))}
                >
                  {category.name}
                </Link>
              </h3>
              <p className="card-text text-secondary small mb-0" lang={fallbackLang(category, 'description')}>
                {truncate(category.description)}
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
