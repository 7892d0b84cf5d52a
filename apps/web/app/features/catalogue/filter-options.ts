import type { FilterGroup } from '@rennfeld/contract/constants';
import type { MessageKey, Translate } from '../../i18n/translator.ts';

/** One option of a filter group as the filter bar shows it. */
export interface FilterOption {
  value: string;
  label: string;
  /** Products of the current listing this option would give; undefined when counts are unknown. */
  count: number | undefined;
  selected: boolean;
}

/** The names of the filter groups the API offers (GET /search-materials), in the page's language. */
const FILTER_GROUP_LABELS = {
  viscosity: 'catalogue.filter.group.viscosity',
  specification_area: 'catalogue.filter.group.specificationArea',
  brand: 'catalogue.filter.group.brand',
  manufacturer: 'catalogue.filter.group.manufacturer',
  container_size: 'catalogue.filter.group.containerSize',
  approvals: 'catalogue.filter.group.approvals',
} as const satisfies Record<FilterGroup, MessageKey>;

const isFilterGroup = (group: string): group is FilterGroup => Object.hasOwn(FILTER_GROUP_LABELS, group);

/** A filter group's name: "Viscosity", "Viskosität"; a group the site does not know is named after its key. */
export function nameFilterGroup(group: string, t: Translate): string {
  return isFilterGroup(group) ? t(FILTER_GROUP_LABELS[group]) : humaniseGroupName(group);
}

/** `container_size` → "Container size". */
function humaniseGroupName(group: string): string {
  const words = group.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/**
 * The options of one group: the server's options in its order, then selected values the server
 * does not know (kept, labelled with the value itself). Counts come from the listing's facets,
 * where an absent value counts zero, and an option that would give no product is not offered
 * unless it is selected (it stays, to be deselected). Without facets (the listing failed) counts
 * are unknown and every option is offered.
 */
export function buildFilterOptions(
  labels: Readonly<Record<string, string>>,
  selectedValues: readonly string[],
  facets: Readonly<Record<string, number>> | undefined,
): FilterOption[] {
  const selected = new Set(selectedValues);
  const option = (value: string, label: string): FilterOption => {
    const count = facets ? (facets[value] ?? 0) : undefined;
    return { value, label, count, selected: selected.has(value) };
  };
  const known = Object.entries(labels)
    .map(([value, label]) => option(value, label))
    .filter((known) => known.count !== 0 || known.selected);
  const unknown = selectedValues.filter((value) => !Object.hasOwn(labels, value)).map((value) => option(value, value));
  return [...known, ...unknown];
}

/** SPEC §5: option search is case-insensitive on the label; a blank search matches everything. */
export function matchesOptionSearch(label: string, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || label.toLocaleLowerCase().includes(needle);
}

/** Values in the order of the options (so the URL does not depend on the order of clicks). */
function orderLikeOptions(values: Iterable<string>, options: readonly FilterOption[]): string[] {
  const wanted = new Set(values);
  const ordered = options.map((option) => option.value).filter((value) => wanted.delete(value));
  return [...ordered, ...wanted];
}

/** Selecting an option adds it; selecting it again removes it. */
export function toggleValue(selected: readonly string[], value: string, options: readonly FilterOption[]): string[] {
  const next = new Set(selected);
  if (!next.delete(value)) next.add(value);
  return orderLikeOptions(next, options);
}

/**
 * "Select all" over the options currently listed (after search): selects every one that can be
 * selected, or, when they all already are, deselects them.
 */
export function toggleAll(
  selected: readonly string[],
  visible: readonly FilterOption[],
  options: readonly FilterOption[],
): string[] {
  const next = new Set(selected);
  if (visible.length === 0) return [...selected];
  const allSelected = visible.every((option) => next.has(option.value));
  for (const option of visible) {
    if (allSelected) next.delete(option.value);
    else next.add(option.value);
  }
  return orderLikeOptions(next, options);
}

/** Whether "Select all" shows as checked for the options currently listed. */
export function areAllSelected(visible: readonly FilterOption[]): boolean {
  return visible.length > 0 && visible.every((option) => option.selected);
}
