import { buildConceptCategoryPath } from '@rennfeld/contract/site-paths';
import type { ConceptCategorySummary } from '@rennfeld/contract';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';
import { SHORT_DESCRIPTION_LENGTH, truncate } from '../../lib/format.ts';
import { EmptyText } from '../../ui/status.tsx';
import '../../styles/content.css';
import { buildColumnSizes } from '../../lib/storage.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { LearnMoreLink } from '../../ui/card-links.tsx';
import { ImageCard } from '../../ui/image-card.tsx';

export function ConceptCategoryList({ categories }: { categories: ConceptCategorySummary[] }) {
  const t = useT();
  const localePath = useLocalePath();
  if (categories.length === 0) return <EmptyText text={t('content.concepts.empty')} />;
  return (
    <ul className="list-unstyled d-grid gap-4 mb-0" aria-label={t('content.concepts.categories')}>
      {categories.map((category, index) => (
        <li key={category.id}>
          <ImageCard
            className="card content-card border-0 shadow-sm overflow-hidden"
            reversed={index % 2 === 1}
            imageColumn="col-12 col-md-5"
            textColumn="col-12 col-md-7"
            textClassName="card-body p-4"
            image={{
              folder: 'concept-category/thumb',
              sizes: buildColumnSizes({ md: 12 / 5 }),
              file: category.image,
              className: 'content-card-image content-card-image-fill',
              eager: index === 0,
            }}
          >
            <h2 className="h4 card-title" lang={fallbackLang(category, 'name')}>
              <Link className="content-title-link" to={localePath(buildConceptCategoryPath(category.slug))}>
                {category.name}
              </Link>
            </h2>
            <p className="card-text" lang={fallbackLang(category, 'short_desc')}>
              {truncate(category.short_desc, SHORT_DESCRIPTION_LENGTH)}
            </p>
            <LearnMoreLink category={category} className="btn btn-outline-dark btn-sm" />
          </ImageCard>
        </li>
      ))}
    </ul>
  );
}
