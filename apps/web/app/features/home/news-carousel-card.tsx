import type { NewsItem } from '@rennfeld/contract';
import { truncate } from '../../lib/format.ts';
import { buildColumnSizes } from '../../lib/storage.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { GoToArticleLink } from '../../ui/card-links.tsx';
import { StorageImage } from '../../ui/storage-image.tsx';
import { CAROUSEL_SHORT_DESCRIPTION_LENGTH } from './news-carousel-options.ts';

/** One news card of the carousel, the same before and after its script (Swiper) has arrived. */
export function NewsCarouselCard({ item }: { item: NewsItem }) {
  return (
    <article className="card h-100 home-card">
      <StorageImage
        folder="news/thumb"
        file={item.image}
        alt=""
        sizes={buildColumnSizes({ md: 2, lg: 3 })}
        className="card-img-top home-card__image"
      />
      <div className="card-body d-flex flex-column">
        <h3 className="h5 card-title" lang={fallbackLang(item, 'name')}>
          {item.name}
        </h3>
        <p className="card-text text-secondary" lang={fallbackLang(item, 'short_description')}>
          {truncate(item.short_description, CAROUSEL_SHORT_DESCRIPTION_LENGTH)}
        </p>
        <GoToArticleLink article={item} className="btn btn-dark mt-auto align-self-start" />
      </div>
    </article>
  );
}
