import { useEffect, useState, type ComponentType } from 'react';
import { useT } from '../../i18n/use-i18n.ts';
import { whenNearViewport } from '../../lib/near-viewport.ts';
import { NewsCarouselCard } from './news-carousel-card.tsx';
import type { NewsCarouselProps } from './news-carousel.tsx';

let loadedCarousel: ComponentType<NewsCarouselProps> | null = null;

/**
 * The news carousel, whose script (Swiper) loads when the carousel comes near the viewport, as an
 * image below the fold would (decision 059). Until then, and on the server, its slides stand
 * still in Swiper's own markup. A state switch, not `lazy()`: a suspended component would hold
 * every later update of the page (a form's "Submitting...", its result) until it had loaded.
 * If the script cannot be loaded (decision 028), the slides stay as they are.
 */
export function LazyNewsCarousel({ news, titleId }: NewsCarouselProps & { titleId: string }) {
  const [Carousel, setCarousel] = useState(() => loadedCarousel);
  useEffect(() => {
    if (Carousel) return;
    let mounted = true;
    whenNearViewport(titleId)
      .then(() => import('./news-carousel.tsx'))
      .then(
        (module) => {
          loadedCarousel = module.NewsCarousel;
          if (mounted) setCarousel(() => module.NewsCarousel);
        },
        (error: unknown) => console.warn('The news carousel could not be loaded', error),
      );
    return () => {
      mounted = false;
    };
  }, [Carousel, titleId]);
  return Carousel ? <Carousel news={news} /> : <StillNewsCarousel news={news} />;
}

function StillNewsCarousel({ news }: NewsCarouselProps) {
  const t = useT();
  return (
    <div className="news-carousel">
      <div className="text-end mb-2">
        <button type="button" className="btn btn-link btn-sm text-dark" disabled>
          {t('home.carousel.pause')}
        </button>
      </div>
      <div className="swiper">
        <div className="swiper-wrapper">
          {news.map((item) => (
            <div key={item.slug} className="swiper-slide news-carousel__slide">
              <NewsCarouselCard item={item} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
