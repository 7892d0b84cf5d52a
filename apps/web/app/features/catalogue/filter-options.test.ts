import { describe, expect, it } from 'vitest';
import { serverTranslator } from '../../i18n/catalogue.server.ts';
import {
  areAllSelected,
  buildFilterOptions,
  isOptionDisabled,
  matchesOptionSearch,
  nameFilterGroup,
  toggleAll,
  toggleValue,
} from './filter-options.ts';

const LABELS = { '5w-30': '5W-30', '10w-40': '10W-40', '20w-50': '20W-50' };

describe('nameFilterGroup', () => {
  it.each([
    ['viscosity', 'Viscosity', 'Viskosität'],
    ['specification_area', 'Specification area', 'Spezifikation'],
    ['brand', 'Brand', 'Marke'],
    ['manufacturer', 'Manufacturer', 'Hersteller'],
    ['container_size', 'Container size', 'Gebindegröße'],
  ])('%s → %s, %s', (group, english, german) => {
    expect(nameFilterGroup(group, serverTranslator('en'))).toBe(english);
    expect(nameFilterGroup(group, serverTranslator('de'))).toBe(german);
  });

  it('names a group the site does not know after its key', () => {
    expect(nameFilterGroup('base_oil-type', serverTranslator('de'))).toBe('Base oil type');
  });
});

describe('the facet rule', () => {
  it('disables an option that would give no products', () => {
    expect(isOptionDisabled(0, false)).toBe(true);
  });

  it('keeps a selected option enabled so it can be deselected', () => {
    expect(isOptionDisabled(0, true)).toBe(false);
  });

  it('offers an option with products, and any option when counts are unknown', () => {
    expect(isOptionDisabled(3, false)).toBe(false);
    expect(isOptionDisabled(undefined, false)).toBe(false);
  });
});

describe('buildFilterOptions', () => {
  it('keeps the server order, counts from facets, absent facet values count zero', () => {
    const options = buildFilterOptions(LABELS, ['10w-40'], { '5w-30': 2 });
    expect(options).toEqual([
      { value: '5w-30', label: '5W-30', count: 2, selected: false, disabled: false },
      { value: '10w-40', label: '10W-40', count: 0, selected: true, disabled: false },
      { value: '20w-50', label: '20W-50', count: 0, selected: false, disabled: true },
    ]);
  });

  it('keeps a selected value without an option, labelled with the value itself', () => {
    const options = buildFilterOptions(LABELS, ['0w-99'], { '5w-30': 1 });
    expect(options.at(-1)).toEqual({ value: '0w-99', label: '0w-99', count: 0, selected: true, disabled: false });
  });

  it('leaves counts unknown and nothing disabled without facets', () => {
    const options = buildFilterOptions(LABELS, [], undefined);
    expect(options.every((option) => option.count === undefined && !option.disabled)).toBe(true);
  });
});

describe('matchesOptionSearch', () => {
  it('is case-insensitive on the label', () => {
    expect(matchesOptionSearch('Rennfeld GmbH', 'gmbh')).toBe(true);
    expect(matchesOptionSearch('Rennfeld GmbH', 'RENN')).toBe(true);
    expect(matchesOptionSearch('5W-30', 'w-3')).toBe(true);
  });

  it('does not match what the label lacks (the value is not searched)', () => {
    expect(matchesOptionSearch('5W-30', '10')).toBe(false);
    expect(matchesOptionSearch('Container 1 L', '1l')).toBe(false);
  });

  it('matches everything for a blank search', () => {
    expect(matchesOptionSearch('Anything', '  ')).toBe(true);
  });
});

describe('selecting', () => {
  const options = buildFilterOptions(LABELS, [], { '5w-30': 2, '10w-40': 1 });

  it('toggles one value, keeping the option order whatever the click order', () => {
    expect(toggleValue(['10w-40'], '5w-30', options)).toEqual(['5w-30', '10w-40']);
    expect(toggleValue(['5w-30', '10w-40'], '5w-30', options)).toEqual(['10w-40']);
  });

  it('select-all adds every listed option that can be selected, never a disabled one', () => {
    expect(toggleAll([], options, options)).toEqual(['5w-30', '10w-40']);
  });

  it('select-all works on the searched options only and keeps other selections', () => {
    const withUnknown = buildFilterOptions(LABELS, ['0w-99'], { '5w-30': 2, '10w-40': 1 });
    const visible = withUnknown.filter((option) => matchesOptionSearch(option.label, '10'));
    expect(toggleAll(['0w-99'], visible, withUnknown)).toEqual(['10w-40', '0w-99']);
  });

  it('select-all deselects the listed options when they all are selected', () => {
    const all = buildFilterOptions(LABELS, ['5w-30', '10w-40'], { '5w-30': 2, '10w-40': 1 });
    expect(areAllSelected(all)).toBe(true);
    expect(toggleAll(['5w-30', '10w-40'], all, all)).toEqual([]);
  });
});
