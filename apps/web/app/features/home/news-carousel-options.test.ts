import { describe, expect, it } from 'vitest';
import { CAROUSEL_SHORT_DESCRIPTION_LENGTH, NEWS_CAROUSEL_OPTIONS, slidesPerViewAt } from './news-carousel-options.ts';

describe('news carousel options (SPEC §4/§9)', () => {
  it('loops and autoplays every 2500 ms without stopping on interaction, with arrows', () => {
    expect(NEWS_CAROUSEL_OPTIONS.loop).toBe(true);
    expect(NEWS_CAROUSEL_OPTIONS.autoplay).toEqual({ delay: 2500, disableOnInteraction: false });
    expect(NEWS_CAROUSEL_OPTIONS.navigation).toBe(true);
    expect(NEWS_CAROUSEL_OPTIONS.speed).toBe(300);
    expect(NEWS_CAROUSEL_OPTIONS.threshold).toBe(5);
  });

  it.each([
    [320, 1],
    [576, 1],
    [767, 1],
    [768, 2],
    [991, 2],
    [992, 3],
    [1499, 3],
    [1500, 4],
    [2560, 4],
  ])('shows %i px wide windows %i slides', (width, slides) => {
    expect(slidesPerViewAt(width)).toBe(slides);
  });

  it('spaces slides 15 px at the base and at 576, then 20, 25 and 30', () => {
    expect(NEWS_CAROUSEL_OPTIONS.spaceBetween).toBe(15);
    const gaps = Object.fromEntries(
      Object.entries(NEWS_CAROUSEL_OPTIONS.breakpoints).map(([width, options]) => [width, options.spaceBetween]),
    );
    expect(gaps).toEqual({ 576: 15, 768: 20, 992: 25, 1500: 30 });
  });

  it('cuts carousel descriptions to 180 characters', () => {
    expect(CAROUSEL_SHORT_DESCRIPTION_LENGTH).toBe(180);
  });
});
