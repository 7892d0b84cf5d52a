import { describe, expect, it } from 'vitest';
import { buildColumnSizes, buildResponsiveImage, buildStorageUrl } from './storage.ts';

describe('buildStorageUrl', () => {
  it('joins the base, the SPEC §3 folder and the encoded file name', () => {
    expect(buildStorageUrl('/storage/', 'product/thumb', 'oil 5w-30.png')).toBe(
      '/storage/product/thumb/oil%205w-30.png',
    );
    expect(buildStorageUrl('https://admin.example/storage', 'news', 'a.png')).toBe(
      'https://admin.example/storage/news/a.png',
    );
  });
});

describe('buildResponsiveImage', () => {
  it('lists the variant widths up to the folder’s own width, the widest as src', () => {
    expect(buildResponsiveImage('/storage', 'product', 'can.png')).toEqual({
      src: '/storage/product/can.png?w=800',
      srcSet: [160, 320, 480, 640, 800].map((w) => `/storage/product/can.png?w=${w} ${w}w`).join(', '),
      width: 800,
      height: 800,
    });
    const thumb = buildResponsiveImage('/storage', 'news/thumb', 'race.png');
    expect(thumb.src).toBe('/storage/news/thumb/race.png?w=480');
    expect([thumb.width, thumb.height]).toEqual([480, 270]);
  });
});

describe('buildColumnSizes', () => {
  it('gives each breakpoint its container width divided by the columns, and the viewport below', () => {
    expect(buildColumnSizes({ md: 2, lg: 4 })).toBe(
      '(min-width: 1400px) 330px, (min-width: 1200px) 285px, (min-width: 992px) 240px, ' +
        '(min-width: 768px) 360px, (min-width: 576px) 540px, 100vw',
    );
  });

  it('is the container itself without columns, and takes fractional columns (a col-md-5 is 12/5)', () => {
    expect(buildColumnSizes({})).toBe(
      '(min-width: 1400px) 1320px, (min-width: 1200px) 1140px, (min-width: 992px) 960px, ' +
        '(min-width: 768px) 720px, (min-width: 576px) 540px, 100vw',
    );
    expect(buildColumnSizes({ md: 12 / 5 })).toContain('(min-width: 768px) 300px');
  });
});
