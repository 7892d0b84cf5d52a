import { describe, expect, it } from 'vitest';
import { serverTranslator } from '../../i18n/catalogue.server.ts';
import {
  areAllSelected,
  buildFilterOptions,
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
    ['approvals', 'Approvals & specs', 'Freigaben & Normen'],
  ])('%s → %s, %s', (group, english, german) => {
    expect(nameFilterGroup(group, serverTranslator('en'))).toBe(english);
    expect(nameFilterGroup(group, serverTranslator('de'))).toBe(german);
  });

  it('names a group the site does not know after its key', () => {
    expect(nameFilterGroup('base_oil-type', serverTranslator('de'))).toBe('Base oil type');
  });
});

describe('buildFilterOptions', () => {
  it('keeps the server order with counts from facets, and does not offer an option that gives no product', () => {
    const options = buildFilterOptions(LABELS, [], { '5w-30': 2, '20w-50': 1 });
    expect(options).toEqual([
      { value: '5w-30', label: '5W-30', count: 2, selected: false },
      { value: '20w-50', label: '20W-50', count: 1, selected: false },
    ]);
  });

  it('keeps a selected option that gives no product, so it can be deselected', () => {
    const options = buildFilterOptions(LABELS, ['10w-40'], { '5w-30': 2 });
    expect(options).toEqual([
      { value: '5w-30', label: '5W-30', count: 2, selected: false },
      { value: '10w-40', label: '10W-40', count: 0, selected: true },
    ]);
  });

  it('keeps a selected value without an option, labelled with the value itself', () => {
    const options = buildFilterOptions(LABELS, ['0w-99'], { '5w-30': 1 });
    expect(options.at(-1)).toEqual({ value: '0w-99', label: '0w-99', count: 0, selected: true });
  });

  it('offers every option with its count unknown without facets', () => {
    const options = buildFilterOptions(LABELS, [], undefined);
    expect(options.map((option) => option.value)).toEqual(Object.keys(LABELS));
    expect(options.every((option) => option.count === undefined)).toBe(true);
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

  it('select-all adds every listed option', () => {
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
