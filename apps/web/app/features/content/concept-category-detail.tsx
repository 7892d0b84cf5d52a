import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import type { ConceptCategory } from '@rennfeld/contract';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';
import { type Aged, RelativeTime } from '../../ui/relative-time.tsx';
import { EmptyText } from '../../ui/status.tsx';
import { CardGrid, GRID_IMAGE_SIZES } from './card-grid.tsx';
import '../../styles/content.css';
import { buildColumnSizes } from '../../lib/storage.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { StorageImage } from '../../ui/storage-image.tsx';

export function ConceptCategoryDetail({ category }: { category: Aged<ConceptCategory> }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <article>
      <div className="container py-5">
        <p className="mb-3">
          <Link to={localePath(SITE_PATHS.concepts)} className="link-secondary">
            {t('content.concepts.allConcepts')}
          </Link>
        </p>
        <div className="row g-4 align-items-center">
          <div className="col-12 col-lg-6">
            <StorageImage
              folder="concept-category"
              sizes={buildColumnSizes({ lg: 2 })}
              file={category.image}
              alt={category.name}
              className="content-hero-image"
              eager
            />
          </div>
          <div className="col-12 col-lg-6">
            <h1 className="display-6 fw-bold" lang={fallbackLang(category, 'name')}>
              {category.name}
            </h1>
            <p className="text-secondary small">
              {t('content.concepts.added')} <RelativeTime item={category} />
            </p>
            <p className="lead mb-0" lang={fallbackLang(category, 'short_desc')}>
              {category.short_desc}
            </p>
          </div>
        </div>
      </div>
      <section className="bg-body-tertiary" aria-labelledby="concepts-title">
        <div className="container py-5">
          <h2 id="concepts-title" className="h3 fw-bold mb-4">
            {t('content.concepts.title')}
          </h2>
          {category.concepts.length === 0 ? (
            <EmptyText text={t('content.concepts.empty')} />
          ) : (
            <CardGrid
              items={category.concepts}
              columns="1-3-4"
              itemKey={(concept) => concept.id}
              label={t('content.concepts.conceptsOf', { category: category.name })}
            >
              {(concept) => (
                <figure className="card content-card border-0 shadow-sm w-100 mb-0">
                  <StorageImage
                    folder="concept"
                    sizes={GRID_IMAGE_SIZES['1-3-4']}
                    file={concept.image}
                    alt=""
                    className="card-img-top content-card-image content-card-image-caption-left"
                  />
                  <figcaption className="card-body">
                    <h3 className="h6 card-title mb-0" lang={fallbackLang(concept, 'name')}>
                      {concept.name}
                    </h3>
                  </figcaption>
                </figure>
              )}
            </CardGrid>
          )}
        </div>
      </section>
    </article>
  );
}
