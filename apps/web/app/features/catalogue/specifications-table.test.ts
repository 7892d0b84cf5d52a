import type { SiteLocale } from '@rennfeld/contract/constants';
import { describe, expect, it } from 'vitest';
import { serverTranslator } from '../../i18n/catalogue.server.ts';
import { listSpecificationRows, type SpecifiedProduct } from './specifications-table.tsx';

const product: SpecifiedProduct = {
  product_category: { name: 'Racing' },
  container_size: { name: '1 L' },
  brand: { name: 'Rennfeld' },
  specification_areas: { name: 'ACEA C3' },
  manufacturer: { name: 'Rennfeld GmbH', address: null, email: null, eu_responsible_person: null },
  viscosity: { name: '5W-30' },
};

describe('listSpecificationRows', () => {
  const namesOf = (rows: ReturnType<typeof listSpecificationRows>, locale: SiteLocale) =>
    rows.map((row) => serverTranslator(locale)(row.label));

  it('lists the six rows of the SPEC in order', () => {
    const rows = listSpecificationRows(product);
    expect(namesOf(rows, 'en')).toEqual([
      'Category',
      'Container Size',
      'Brand',
      'Specification range',
      'Manufacturer',
      'Viscosity',
    ]);
    expect(namesOf(rows, 'de')).toEqual([
      'Kategorie',
      'Gebindegröße',
      'Marke',
      'Spezifikationen',
      'Hersteller',
      'Viskosität',
    ]);
  });

  it('marks a category name answered in English on a German page', () => {
    const rows = listSpecificationRows({ ...product, product_category: { name: 'Racing', untranslated: ['name'] } });
    expect(rows[0]).toEqual({ label: 'catalogue.specifications.category', value: 'Racing', lang: 'en' });
    expect(rows.slice(1).map((row) => row.lang)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('hides rows without a value (missing or blank)', () => {
    const rows = listSpecificationRows({ ...product, manufacturer: null, specification_areas: { name: '  ' } });
    expect(namesOf(rows, 'en')).toEqual(['Category', 'Container Size', 'Brand', 'Viscosity']);
  });
});
