import { describe, expect, it } from 'vitest';
import { buildBreadcrumbData, buildOrganizationData } from './structured-data.ts';

describe('buildBreadcrumbData', () => {
  const steps = [{ label: 'Engine Oils', to: '/product-list/engine-oils' }, { label: 'Track 5W-40' }];

  it('starts at Home and links each step', () => {
    expect(buildBreadcrumbData('https://shop.example', 'en', 'Home', steps).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Engine Oils', item: 'https://shop.example/product-list/engine-oils' },
      { '@type': 'ListItem', position: 3, name: 'Track 5W-40' },
    ]);
  });

  it('names Home and links every step in German on German pages', () => {
    expect(buildBreadcrumbData('https://shop.example', 'de', 'Startseite', steps).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://shop.example/de' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Engine Oils',
        item: 'https://shop.example/de/product-list/engine-oils',
      },
      { '@type': 'ListItem', position: 3, name: 'Track 5W-40' },
    ]);
  });
});

describe('buildOrganizationData', () => {
  it('describes the brand in the words given', () => {
    expect(buildOrganizationData('https://shop.example', 'Motorenöle aus Stuttgart.', null)).toMatchObject({
      '@type': 'Organization',
      name: 'Rennfeld Motorsport Lubricants',
      description: 'Motorenöle aus Stuttgart.',
    });
  });
});
