import type { ProductDetail } from '@rennfeld/contract';

export type SpecifiedProduct = Pick<
  ProductDetail,
  'product_category' | 'container_size' | 'brand' | 'specification_areas' | 'manufacturer' | 'viscosity'
>;

/** SPEC §2: the Specifications rows, in this order; a row without a value is hidden. */
export function listSpecificationRows(product: SpecifiedProduct): Array<{ label: string; value: string }> {
  const rows: Array<[string, { name: string } | null]> = [
    ['Category', product.product_category],
    ['Container Size', product.container_size],
    ['Brand', product.brand],
    ['Specification range', product.specification_areas],
    ['Manufacturer', product.manufacturer],
    ['Viscosity', product.viscosity],
  ];
  return rows.flatMap(([label, named]) => {
    const value = named?.name.trim() ?? '';
    return value ? [{ label, value }] : [];
  });
}

export function SpecificationsTable({ product }: { product: SpecifiedProduct }) {
  return (
    <table className="table specifications-table">
      <tbody>
        {listSpecificationRows(product).map(({ label, value }) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
