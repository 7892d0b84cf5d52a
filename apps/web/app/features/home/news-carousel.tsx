import type { NewsItem } from '@rennfeld/contract';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useT } from '../../i18n/use-i18n.ts';
import { truncate } from '../../lib/format.ts';
import { buildColumnSizes } from '../../lib/storage.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { GoToArticleLink } from '../../ui/card-links.tsx';
import { StorageImage } from '../../ui/storage-image.tsx';
import { CAROUSEL_SHORT_DESCRIPTION_LENGTH, NEWS_CAROUSEL_OPTIONS } from './news-carousel-options.ts';

const MODULES = [Navigation, Autoplay, A11y];

export interface NewsCarouselProps {
  news: NewsItem[];
}

/** SPEC §2 Home: the news carousel; each card has a Go To Article button to the article (its styles: routes/home.tsx). */
export function NewsCarousel({ news }: NewsCarouselProps) {
  const t = useT();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);

  // WCAG 2.2.2: moving content needs a way to stop it. Interaction itself never stops it (SPEC §4).
  function togglePlaying() {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  }

  return (
    <div className="news-carousel">
      {/* Before the slides, so a keyboard visitor reaches it before the moving content (WCAG G4). */}
      <div className="text-end mb-2">
        <button type="button" className="btn btn-link btn-sm text-dark" onClick={togglePlaying} disabled={!swiper}>
          {playing ? t('home.carousel.pause') : t('home.carousel.play')}
        </button>
      </div>
      <Swiper
        modules={MODULES}
        {...NEWS_CAROUSEL_OPTIONS}
        a11y={{ prevSlideMessage: t('home.carousel.previous'), nextSlideMessage: t('home.carousel.next') }}
        onSwiper={setSwiper}
      >
        {news.map((item) => (
          <SwiperSlide key={item.slug} className="news-carousel__slide">
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
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
