import { describe, expect, it } from 'vitest';
import { listSpecificationRows, type SpecifiedProduct } from './specifications-table.tsx';

const product: SpecifiedProduct = {
  product_category: { name: 'Racing' },
  container_size: { name: '1 L' },
  brand: { name: 'Rennfeld' },
  specification_areas: { name: 'ACEA C3' },
  manufacturer: { name: 'Rennfeld GmbH' },
  viscosity: { name: '5W-30' },
};

describe('listSpecificationRows', () => {
  it('lists the six rows of the SPEC in order', () => {
    expect(listSpecificationRows(product).map((row) => row.label)).toEqual([
      'Category',
      'Container Size',
      'Brand',
      'Specification range',
      'Manufacturer',
      'Viscosity',
    ]);
  });

  it('hides rows without a value (missing or blank)', () => {
    const rows = listSpecificationRows({ ...product, manufacturer: null, specification_areas: { name: '  ' } });
    expect(rows.map((row) => row.label)).toEqual(['Category', 'Container Size', 'Brand', 'Viscosity']);
  });
});
