import type { ProductDetail } from '@rennfeld/contract';
import type { MessageKey } from '../../i18n/translator.ts';
import { useT } from '../../i18n/use-i18n.ts';
import { fallbackLang } from '../../lib/untranslated.ts';

export type SpecifiedProduct = Pick<
  ProductDetail,
  'product_category' | 'container_size' | 'brand' | 'specification_areas' | 'manufacturer' | 'viscosity'
>;

/**
 * SPEC §2: the Specifications rows, in this order, each named by its message; a row without a
 * value is hidden. `lang` marks a value answered in English on a German page (decision 049).
 */
export function listSpecificationRows(
  product: SpecifiedProduct,
): Array<{ label: MessageKey; value: string; lang?: 'en' }> {
  const rows: Array<[MessageKey, { name: string; untranslated?: string[] } | null]> = [
    ['catalogue.specifications.category', product.product_category],
    ['catalogue.specifications.containerSize', product.container_size],
    ['catalogue.specifications.brand', product.brand],
    ['catalogue.specifications.specificationRange', product.specification_areas],
    ['catalogue.specifications.manufacturer', product.manufacturer],
    ['catalogue.specifications.viscosity', product.viscosity],
  ];
  return rows.flatMap(([label, named]) => {
    const value = named?.name.trim() ?? '';
    const lang = named ? fallbackLang(named, 'name') : undefined;
    return value ? [{ label, value, ...(lang && { lang }) }] : [];
  });
}

export function SpecificationsTable({ product }: { product: SpecifiedProduct }) {
  const t = useT();
  return (
    <table className="table specifications-table">
      <tbody>
        {listSpecificationRows(product).map(({ label, value, lang }) => (
          <tr key={label}>
            <th scope="row">{t(label)}</th>
            <td lang={lang}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
