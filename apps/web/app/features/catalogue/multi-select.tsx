import { useCombobox, useMultipleSelection } from 'downshift';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { areAllSelected, matchesOptionSearch, toggleAll, toggleValue, type FilterOption } from './filter-options.ts';
import { useLocale, useT } from '../../i18n/use-i18n.ts';
import { formatCount } from '../../lib/format.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** SPEC §9: multi-select defaults. */
const OPTION_SEARCH_DEBOUNCE_MS = 200;

type Item = { kind: 'all' } | { kind: 'option'; option: FilterOption };
const SELECT_ALL: Item = { kind: 'all' };

export interface MultiSelectProps {
  /** Unique on the page; the element ids derive from it. */
  id: string;
  label: string;
  /** Form field name of the hidden inputs that carry the selection (`group[]`). */
  name: string;
  options: readonly FilterOption[];
  onChange(values: string[]): void;
}

/**
 * A WAI-ARIA combobox (the search field) controlling a multi-selectable listbox: downshift's
 * useCombobox + useMultipleSelection. Typing filters the options by label (debounced); Enter or a
 * click toggles the highlighted option and keeps the list open; "Select all" toggles every
 * listed option that can be selected; the chips below can be reached with ArrowLeft and removed
 * with Delete or Backspace.
 */
export function MultiSelect({ id, label, name, options, onChange }: MultiSelectProps) {
  const t = useT();
  const locale = useLocale();
  const itemLabel = (item: Item | null) =>
    item === null ? '' : item.kind === 'all' ? t('catalogue.filter.selectAll') : item.option.label;
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, OPTION_SEARCH_DEBOUNCE_MS);
  const term = search === '' ? '' : debouncedSearch;

  const selectedOptions = useMemo(() => options.filter((option) => option.selected), [options]);
  const selectedValues = selectedOptions.map((option) => option.value);
  const visible = useMemo(() => options.filter((option) => matchesOptionSearch(option.label, term)), [options, term]);
  const items = useMemo<Item[]>(
    () => (visible.length > 0 ? [SELECT_ALL, ...visible.map((option) => ({ kind: 'option' as const, option }))] : []),
    [visible],
  );

  // Chosen in the click or key event itself: downshift reports only the last of the actions React
  // renders together, so a click rendered with the next action (a slow phone, a busy main thread)
  // would be lost if the choice waited for onStateChange.
  const choose = (item: Item) =>
    onChange(
      item.kind === 'all'
        ? toggleAll(selectedValues, visible, options)
        : toggleValue(selectedValues, item.option.value, options),
    );

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<FilterOption>({
    selectedItems: selectedOptions,
    itemToKey: (option) => option?.value,
    onStateChange({ selectedItems, type }) {
      switch (type) {
        case useMultipleSelection.stateChangeTypes.SelectedItemKeyDownBackspace:
        case useMultipleSelection.stateChangeTypes.SelectedItemKeyDownDelete:
        case useMultipleSelection.stateChangeTypes.DropdownKeyDownBackspace:
        case useMultipleSelection.stateChangeTypes.FunctionRemoveSelectedItem:
          onChange((selectedItems ?? []).map((option) => option.value));
          break;
        default:
          break;
      }
    },
  });

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getToggleButtonProps, getMenuProps, getItemProps } =
    useCombobox<Item>({
      id: `multi-select-${id}`,
      items,
      inputValue: search,
      selectedItem: null,
      itemToString: itemLabel,
      itemToKey: (item) => (item === null ? null : item.kind === 'all' ? '\u0000all' : item.option.value),
      stateReducer(state, { type, changes }) {
        switch (type) {
          case useCombobox.stateChangeTypes.InputKeyDownEnter:
          case useCombobox.stateChangeTypes.ItemClick:
            // A multi-select stays open on selection and keeps the search text.
            return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex, inputValue: state.inputValue };
          default:
            return changes;
        }
      },
      onStateChange({ type, inputValue }) {
        if (type === useCombobox.stateChangeTypes.InputChange) setSearch(inputValue ?? '');
      },
      onIsOpenChange({ isOpen: open }) {
        if (!open) setSearch('');
      },
    });

  const summaryId = `multi-select-${id}-summary`;
  const allSelected = areAllSelected(visible);
  const dropdownProps = getDropdownProps({ preventKeyAction: isOpen });
  const chooseHighlightedOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    dropdownProps.onKeyDown?.(event);
    const highlighted = items[highlightedIndex];
    if (event.key === 'Enter' && !event.nativeEvent.isComposing && isOpen && highlighted) choose(highlighted);
  };

  return (
    <div className="multi-select">
      <label {...getLabelProps()} className="form-label fw-semibold mb-1">
        {label}
      </label>
      <div className={`multi-select-control${isOpen ? ' is-open' : ''}`}>
        <input
          {...getInputProps({
            ...dropdownProps,
            onKeyDown: chooseHighlightedOnEnter,
            placeholder:
              selectedOptions.length > 0
                ? t('catalogue.filter.selectedCount', { count: formatCount(selectedOptions.length, locale) })
                : t('catalogue.filter.all'),
            'aria-describedby': summaryId,
          })}
          className="multi-select-input"
          type="text"
        />
        <button
          {...getToggleButtonProps({
            'aria-label': t(isOpen ? 'catalogue.filter.hideOptions' : 'catalogue.filter.showOptions', { label }),
          })}
          type="button"
          className="multi-select-toggle"
        >
          <span className="multi-select-chevron" aria-hidden="true" />
        </button>
      </div>
      <span id={summaryId} className="visually-hidden">
        {selectedOptions.length > 0
          ? t('catalogue.filter.selectedSummary', { labels: selectedOptions.map((option) => option.label).join(', ') })
          : t('catalogue.filter.noneSelected')}
      </span>
      <ul {...getMenuProps({ 'aria-multiselectable': true })} className={`multi-select-menu${isOpen ? ' show' : ''}`}>
        {isOpen &&
          items.map((item, index) => {
            const checked = item.kind === 'all' ? allSelected : item.option.selected;
            return (
              <li
                key={item.kind === 'all' ? 'select-all' : `option-${item.option.value}`}
                {...getItemProps({ item, index, 'aria-selected': checked, onClick: () => choose(item) })}
                className={optionClassName({
                  selectAll: item.kind === 'all',
                  highlighted: highlightedIndex === index,
                  checked,
                })}
              >
                <span className="multi-select-check" aria-hidden="true" />
                <span className="multi-select-option-label">{itemLabel(item)}</span>
                {item.kind === 'option' && item.option.count !== undefined && (
                  <span className="multi-select-count"> ({formatCount(item.option.count, locale)})</span>
                )}
              </li>
            );
          })}
      </ul>
      {isOpen && items.length === 0 && (
        <p className="multi-select-empty">
          {term ? t('catalogue.filter.noMatchingOptions', { term }) : t('catalogue.filter.noOptions')}
        </p>
      )}
      {selectedOptions.length > 0 && (
        <ul className="multi-select-chips" aria-label={t('catalogue.filter.selectedChips', { label })}>
          {selectedOptions.map((option, index) => (
            <li
              key={option.value}
              {...getSelectedItemProps({ selectedItem: option, index })}
              className="multi-select-chip"
            >
              <span>{option.label}</span>
              <button
                type="button"
                className="multi-select-chip-remove"
                tabIndex={-1}
                aria-label={t('catalogue.filter.remove', { option: option.label })}
                onClick={(event) => {
                  event.stopPropagation();
                  removeSelectedItem(option);
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {selectedOptions.map((option) => (
        <input key={option.value} type="hidden" name={name} value={option.value} />
      ))}
    </div>
  );
}

/** An option's classes (styles/catalogue.css): Select all or an option, and its state. */
function optionClassName(state: { selectAll: boolean; highlighted: boolean; checked: boolean }) {
  const classes = [
    'multi-select-option',
    state.selectAll ? 'is-select-all' : '',
    state.highlighted ? 'is-highlighted' : '',
    state.checked ? 'is-selected' : '',
  ];
  return classes.filter(Boolean).join(' ');
}
