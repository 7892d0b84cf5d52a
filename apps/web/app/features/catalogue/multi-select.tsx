import { useCombobox, useMultipleSelection } from 'downshift';
import { useMemo, useState } from 'react';
import { areAllSelected, matchesOptionSearch, toggleAll, toggleValue, type FilterOption } from './filter-options.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** SPEC §9: multi-select defaults. */
const OPTION_SEARCH_DEBOUNCE_MS = 200;
const SELECT_ALL_LABEL = 'Select all';

type Item = { kind: 'all' } | { kind: 'option'; option: FilterOption };
const SELECT_ALL: Item = { kind: 'all' };

const itemLabel = (item: Item | null) =>
  item === null ? '' : item.kind === 'all' ? SELECT_ALL_LABEL : item.option.label;

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

  const canSelectAll = visible.some((option) => !option.disabled);

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
      isItemDisabled: (item) => (item.kind === 'all' ? !canSelectAll : item.option.disabled),
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
      onStateChange({ type, selectedItem, inputValue }) {
        switch (type) {
          case useCombobox.stateChangeTypes.InputKeyDownEnter:
          case useCombobox.stateChangeTypes.ItemClick:
            if (selectedItem) choose(selectedItem);
            break;
          case useCombobox.stateChangeTypes.InputChange:
            setSearch(inputValue ?? '');
            break;
          default:
            break;
        }
      },
      onIsOpenChange({ isOpen: open }) {
        if (!open) setSearch('');
      },
    });

  const summaryId = `multi-select-${id}-summary`;
  const allSelected = areAllSelected(visible);

  return (
    <div className="multi-select">
      <label {...getLabelProps({ className: 'form-label fw-semibold mb-1' })}>{label}</label>
      <div className={`multi-select-control${isOpen ? ' is-open' : ''}`}>
        <input
          {...getInputProps({
            ...getDropdownProps({ preventKeyAction: isOpen }),
            className: 'multi-select-input',
            placeholder: selectedOptions.length > 0 ? `${selectedOptions.length} selected` : 'All',
            'aria-describedby': summaryId,
            type: 'text',
          })}
        />
        <button
          {...getToggleButtonProps({
            type: 'button',
            className: 'multi-select-toggle',
            'aria-label': `${isOpen ? 'Hide' : 'Show'} ${label} options`,
          })}
        >
          <span className="multi-select-chevron" aria-hidden="true" />
        </button>
      </div>
      <span id={summaryId} className="visually-hidden">
        {selectedOptions.length > 0
          ? `Selected: ${selectedOptions.map((option) => option.label).join(', ')}`
          : 'None selected'}
      </span>
      <ul {...getMenuProps({ className: `multi-select-menu${isOpen ? ' show' : ''}`, 'aria-multiselectable': true })}>
        {isOpen &&
          items.map((item, index) => {
            const checked = item.kind === 'all' ? allSelected : item.option.selected;
            const disabled = item.kind === 'all' ? !canSelectAll : item.option.disabled;
            const classes = [
              'multi-select-option',
              item.kind === 'all' ? 'is-select-all' : '',
              highlightedIndex === index ? 'is-highlighted' : '',
              checked ? 'is-selected' : '',
              disabled ? 'is-disabled' : '',
            ];
            return (
              <li
                key={item.kind === 'all' ? 'select-all' : `option-${item.option.value}`}
                {...getItemProps({ item, index, 'aria-selected': checked })}
                className={classes.filter(Boolean).join(' ')}
              >
                <span className="multi-select-check" aria-hidden="true" />
                <span className="multi-select-option-label">{itemLabel(item)}</span>
                {item.kind === 'option' && item.option.count !== undefined && (
                  <span className="multi-select-count"> ({item.option.count})</span>
                )}
              </li>
            );
          })}
      </ul>
      {isOpen && items.length === 0 && (
        <p className="multi-select-empty">{term ? `No options match “${term}”.` : 'No options.'}</p>
      )}
      {selectedOptions.length > 0 && (
        <ul className="multi-select-chips" aria-label={`Selected ${label}`}>
          {selectedOptions.map((option, index) => (
            <li
              key={option.value}
              {...getSelectedItemProps({ selectedItem: option, index, className: 'multi-select-chip' })}
            >
              <span>{option.label}</span>
              <button
                type="button"
                className="multi-select-chip-remove"
                tabIndex={-1}
                aria-label={`Remove ${option.label}`}
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
