import type { ListingSort } from '@rennfeld/contract/constants';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { useT } from '../../i18n/use-i18n.ts';
import { readFilterSelection } from './filter-url.ts';
import { useHydrated } from './use-hydrated.ts';

const SORT_LABELS: Array<{ sort: ListingSort | undefined; label: MessageKey }> = [
  { sort: undefined, label: 'catalogue.sort.position' },
  { sort: 'price-asc', label: 'catalogue.sort.priceAsc' },
  { sort: 'price-desc', label: 'catalogue.sort.priceDesc' },
  { sort: 'name', label: 'catalogue.sort.name' },
];

/**
 * The listing's order, as a plain GET form that keeps the chosen filters: without JavaScript it
 * has a Sort button; after hydration a change applies at once.
 */
export function ListingSortForm({
  action,
  search,
  sort,
  onChange,
}: {
  action: string;
  search: string;
  sort: ListingSort | undefined;
  onChange(sort: ListingSort | undefined): void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const selection = readFilterSelection(search);
  return (
    <form method="get" action={action} className="listing-sort" onSubmit={(event) => event.preventDefault()}>
      {Object.entries(selection).flatMap(([group, values]) =>
        values.map((value) => <input key={`${group}:${value}`} type="hidden" name={`${group}[]`} value={value} />),
      )}
      <label htmlFor="listing-sort" className="form-label small mb-0">
        {t('catalogue.sort.label')}
      </label>
      <select
        id="listing-sort"
        name="sort"
        className="form-select form-select-sm"
        value={sort ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as ListingSort | undefined)}
      >
        {SORT_LABELS.map(({ sort: value, label }) => (
          <option key={label} value={value ?? ''}>
            {t(label)}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="btn btn-dark btn-sm">
          {t('catalogue.sort.apply')}
        </button>
      )}
    </form>
  );
}
