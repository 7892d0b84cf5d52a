import type { NewsItem } from '@rennfeld/contract';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useT } from '../../i18n/use-i18n.ts';
import { NewsCarouselCard } from './news-carousel-card.tsx';
import { NEWS_CAROUSEL_OPTIONS } from './news-carousel-options.ts';

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
            <NewsCarouselCard item={item} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
