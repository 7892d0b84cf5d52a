import type { ListingSort } from '@rennfeld/contract/constants';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { useT } from '../../i18n/use-i18n.ts';

const SORT_LABELS: Record<ListingSort | '', MessageKey> = {
  '': 'catalogue.sort.position',
  'price-asc': 'catalogue.sort.priceAsc',
  'price-desc': 'catalogue.sort.priceDesc',
  name: 'catalogue.sort.name',
};

/**
 * The listing's order. It belongs to the filter bar's GET form (`form`), so without JavaScript
 * the bar's Apply button sends it with the filters; after hydration a change applies at once.
 */
export function ListingSortSelect({
  form,
  sort,
  onChange,
}: {
  form: string;
  sort: ListingSort | undefined;
  onChange(sort: ListingSort | undefined): void;
}) {
  const t = useT();
  return (
    <div className="listing-sort">
      <label htmlFor="listing-sort" className="form-label small mb-0">
        {t('catalogue.sort.label')}
      </label>
      <select
        id="listing-sort"
        name="sort"
        form={form}
        className="form-select form-select-sm"
        value={sort ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as ListingSort | undefined)}
      >
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
    </div>
  );
}
