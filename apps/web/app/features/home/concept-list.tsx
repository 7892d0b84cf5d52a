import type { ConceptCategorySummary } from '@rennfeld/contract';
import { SHORT_DESCRIPTION_LENGTH, truncate } from '../../lib/format.ts';
import { buildColumnSizes } from '../../lib/storage.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { type Aged, RelativeTime } from '../../ui/relative-time.tsx';
import { LearnMoreLink } from '../../ui/card-links.tsx';
import { ImageCard } from '../../ui/image-card.tsx';

/** SPEC §2 Home: the premium concepts, each with a Learn More button to its page. */
export function ConceptList({ concepts }: { concepts: Aged<ConceptCategorySummary>[] }) {
  return (
    <ul className="row row-cols-1 row-cols-lg-2 g-4 list-unstyled mb-0">
      {concepts.map((concept) => (
        <li key={concept.slug} className="col">
          <ImageCard
            className="card h-100 home-concept"
            rowClassName=" h-100"
            imageColumn="col-sm-5 p-sm-3 pe-sm-0"
            textColumn="col-sm-7"
            textClassName="card-body d-flex flex-column h-100"
            image={{
              folder: 'concept-category/thumb',
              file: concept.image,
              sizes: buildColumnSizes({ sm: 2.4, lg: 4.8 }),
              className: 'home-concept__image',
            }}
          >
            <h3 className="h5 card-title" lang={fallbackLang(concept, 'name')}>
              {concept.name}
            </h3>
            <p className="small text-secondary mb-2">
              <RelativeTime item={concept} />
            </p>
            <p className="card-text" lang={fallbackLang(concept, 'short_desc')}>
              {truncate(concept.short_desc, SHORT_DESCRIPTION_LENGTH)}
            </p>
            <LearnMoreLink category={concept} className="btn btn-outline-dark mt-auto align-self-start" />
          </ImageCard>
        </li>
      ))}
    </ul>
  );
}
