import type { FilterFacets, FilterSelection } from '@rennfeld/contract';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/use-i18n.ts';
import { formatCount } from '../../lib/format.ts';
import { ErrorText, LoadingText } from '../../ui/status.tsx';
import { buildFilterOptions, nameFilterGroup, type FilterOption } from './filter-options.ts';
import { replaceGroupValues } from './filter-url.ts';
import type { FilterOptionsState } from './listing-data.ts';
import { MultiSelect } from './multi-select.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import '../../styles/catalogue.css';

export interface FilterBarProps {
  filterOptions: FilterOptionsState;
  selection: FilterSelection;
  /** The listing's option counts; undefined when the listing itself failed. */
  facets: FilterFacets | undefined;
  /** The listing's path: the form's GET target. */
  action: string;
  onChange(selection: FilterSelection): void;
}

/** The filter bar's form, which the listing's order select belongs to as well. */
export const FILTER_FORM_ID = 'listing-filters';

/**
 * One multi-select per filter group, inside a plain GET form. The server (and the first client
 * render) sends checkboxes named `group[]` with an Apply button, which filter without JavaScript;
 * after hydration each group becomes the searchable multi-select, which applies every change. On
 * a phone the groups fold behind one Filter button that says how many values are chosen (a
 * `<details>`, so it works before and without JavaScript); from medium screens they always show.
 */
export function FilterBar({ filterOptions, selection, facets, action, onChange }: FilterBarProps) {
  const hydrated = useHydrated();
  const t = useT();
  const locale = useLocale();

  if (filterOptions.status === 'loading') return <LoadingText text={t('catalogue.filter.loading')} />;
  if (filterOptions.status === 'error') return <ErrorText message={t('catalogue.filter.error')} />;
  if (filterOptions.status === 'unavailable') return null;

  // A group none of whose options would give a product is not offered either.
  const groups = Object.entries(filterOptions.groups)
    .map(([group, labels]) => ({
      group,
      label: nameFilterGroup(group, t),
      options: buildFilterOptions(labels, selection[group] ?? [], facets?.[group]),
    }))
    .filter(({ options }) => options.length > 0);
  const chosen = Object.values(selection).reduce((count, values) => count + values.length, 0);
  const hasSelection = chosen > 0;

  return (
    <form
      id={FILTER_FORM_ID}
      method="get"
      action={action}
      className="filter-bar"
      aria-labelledby="filter-bar-heading"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(selection);
      }}
    >
      <h2 id="filter-bar-heading" className="visually-hidden">
        {t('catalogue.filter.heading')}
      </h2>
      <details className="filter-disclosure">
        <summary className="btn btn-outline-dark filter-disclosure-toggle">
          {t('catalogue.filter.toggle')}
          {hasSelection && (
            <>
              <span className="badge text-bg-dark ms-2" aria-hidden="true">
                {formatCount(chosen, locale)}
              </span>
              <span className="visually-hidden"> ({t('catalogue.filter.chosen', { count: chosen })})</span>
            </>
          )}
        </summary>
        <div className="row g-3">
          {groups.map(({ group, label, options }) => (
            <div className="col-12 col-md-4 col-lg-3 filter-bar-cell" key={group}>
              {hydrated ? (
                <MultiSelect
                  id={group}
                  label={label}
                  name={`${group}[]`}
                  options={options}
                  onChange={(values) => onChange(replaceGroupValues(selection, group, values))}
                />
              ) : (
                <FallbackFilterGroup group={group} label={label} options={options} />
              )}
            </div>
          ))}
        </div>
      </details>
      {(!hydrated || hasSelection) && (
        <div className="filter-bar-actions">
          {!hydrated && (
            <button type="submit" className="btn btn-dark btn-sm">
              {t('catalogue.filter.apply')}
            </button>
          )}
          {hasSelection && (
            <Link to={action} replace preventScrollReset className="btn btn-link btn-sm px-0">
              {t('catalogue.filter.clear')}
            </Link>
          )}
        </div>
      )}
    </form>
  );
}

/** The filter group as plain HTML: a disclosure with one checkbox per option. */
function FallbackFilterGroup({ group, label, options }: { group: string; label: string; options: FilterOption[] }) {
  const t = useT();
  const locale = useLocale();
  const selectedCount = options.filter((option) => option.selected).length;
  const labelId = `filter-${group}-label`;
  return (
    <div className="multi-select">
      <span id={labelId} className="form-label fw-semibold mb-1 d-block">
        {label}
      </span>
      <details className="filter-fallback">
        <summary className="multi-select-control" aria-describedby={labelId}>
          <span className="multi-select-input">
            <span className="visually-hidden">{label}: </span>
            {selectedCount > 0
              ? t('catalogue.filter.selectedCount', { count: formatCount(selectedCount, locale) })
              : t('catalogue.filter.all')}
          </span>
          <span className="multi-select-toggle" aria-hidden="true">
            <span className="multi-select-chevron" />
          </span>
        </summary>
        <fieldset className="multi-select-menu show" aria-labelledby={labelId}>
          {options.map((option, index) => {
            const id = `filter-${group}-${index}`;
            return (
              <div className="form-check multi-select-option" key={option.value}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={id}
                  name={`${group}[]`}
                  value={option.value}
                  defaultChecked={option.selected}
                />
                <label className="form-check-label" htmlFor={id}>
                  {option.label}
                  {option.count !== undefined && (
                    <span className="multi-select-count"> ({formatCount(option.count, locale)})</span>
                  )}
                </label>
              </div>
            );
          })}
        </fieldset>
      </details>
    </div>
  );
}
