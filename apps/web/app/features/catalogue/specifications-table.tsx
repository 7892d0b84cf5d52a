import type { ProductDetail } from '@rennfeld/contract';
import type { MessageKey } from '../../i18n/translator.ts';
import { useT } from '../../i18n/use-i18n.ts';

export type SpecifiedProduct = Pick<
  ProductDetail,
  'product_category' | 'container_size' | 'brand' | 'specification_areas' | 'manufacturer' | 'viscosity'
>;

/** SPEC §2: the Specifications rows, in this order, each named by its message; a row without a value is hidden. */
export function listSpecificationRows(product: SpecifiedProduct): Array<{ label: MessageKey; value: string }> {
  const rows: Array<[MessageKey, { name: string } | null]> = [
    ['catalogue.specifications.category', product.product_category],
    ['catalogue.specifications.containerSize', product.container_size],
    ['catalogue.specifications.brand', product.brand],
    ['catalogue.specifications.specificationRange', product.specification_areas],
    ['catalogue.specifications.manufacturer', product.manufacturer],
    ['catalogue.specifications.viscosity', product.viscosity],
  ];
  return rows.flatMap(([label, named]) => {
    const value = named?.name.trim() ?? '';
    return value ? [{ label, value }] : [];
  });
}

export function SpecificationsTable({ product }: { product: SpecifiedProduct }) {
  const t = useT();
  return (
    <table className="table specifications-table">
      <tbody>
        {listSpecificationRows(product).map(({ label, value }) => (
          <tr key={label}>
            <th scope="row">{t(label)}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
