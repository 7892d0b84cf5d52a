import type { SwiperOptions } from 'swiper/types';

/** SPEC §9: a news card's short description is cut to 180 characters in the carousel. */
export const CAROUSEL_SHORT_DESCRIPTION_LENGTH = 180;

/**
 * SPEC §4/§9: loops, autoplays every 2500 ms without stopping on user interaction, has
 * navigation arrows; 1 slide below 768 px, 2 from 768, 3 from 992, 4 from 1500; gaps 15 px
 * (base and 576), 20, 25 and 30; speed 300 ms, threshold 5.
 */
export const NEWS_CAROUSEL_OPTIONS = {
  loop: true,
  autoplay: { delay: 2500, disableOnInteraction: false },
  navigation: true,
  speed: 300,
  threshold: 5,
  slidesPerView: 1,
  spaceBetween: 15,
  breakpoints: {
    576: { slidesPerView: 1, spaceBetween: 15 },
    768: { slidesPerView: 2, spaceBetween: 20 },
    992: { slidesPerView: 3, spaceBetween: 25 },
    1500: { slidesPerView: 4, spaceBetween: 30 },
  },
} as const satisfies SwiperOptions;
