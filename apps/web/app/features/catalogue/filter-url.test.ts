import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_LIMITS } from '@rennfeld/contract/constants';
import {
  toCanonicalListingSearch,
  buildListingPageSearch,
  buildListingSearch,
  buildListingSortSearch,
  readFilterSelection,
  readListingPage,
  readListingSort,
  replaceGroupValues,
} from './filter-url.ts';

const decoded = (search: string) => decodeURIComponent(search);

describe('readFilterSelection', () => {
  it('groups repeated group[] keys into lists, brackets stripped', () => {
    expect(readFilterSelection('?viscosity[]=5w-30&brand[]=rennfeld&viscosity[]=10w-40')).toEqual({
      viscosity: ['5w-30', '10w-40'],
      brand: ['rennfeld'],
    });
  });

  it('reads encoded brackets as a browser sends them', () => {
    expect(readFilterSelection('?viscosity%5B%5D=5w-30')).toEqual({ viscosity: ['5w-30'] });
  });

  it('keeps values it has no option for (they are labelled later with the value itself)', () => {
    expect(readFilterSelection('?viscosity[]=0w-99')).toEqual({ viscosity: ['0w-99'] });
  });

  it('ignores keys without brackets, empty values, duplicates and unknown groups', () => {
    expect(readFilterSelection('?viscosity=5w-30&brand[]=&brand[]=a&brand[]=a&colour[]=red&size=1l')).toEqual({
      brand: ['a'],
    });
  });
});

describe('buildListingSearch', () => {
  it('writes repeated group[]=value, groups sorted, values in the order given', () => {
    const search = buildListingSearch({ viscosity: ['5w-30', '10w-40'], brand: ['rennfeld'] });
    expect(decoded(search)).toBe('?brand[]=rennfeld&viscosity[]=5w-30&viscosity[]=10w-40');
  });

  it('gives the same string whatever order the groups were chosen in', () => {
    expect(buildListingSearch({ a: ['1'], b: ['2'] })).toBe(buildListingSearch({ b: ['2'], a: ['1'] }));
  });

  it('writes nothing for an empty selection and drops empty groups', () => {
    expect(buildListingSearch({})).toBe('');
    expect(buildListingSearch({ brand: [] })).toBe('');
  });

  it('keeps parameters that are not filters, after the filters', () => {
    expect(decoded(buildListingSearch({ brand: ['x'] }, '?utm_source=mail&viscosity[]=old'))).toBe(
      '?brand[]=x&utm_source=mail',
    );
  });

  it('starts a new selection on its first page', () => {
    expect(decoded(buildListingSearch({ brand: ['x'] }, '?viscosity[]=old&page=3'))).toBe('?brand[]=x');
  });

  it('writes a page after the filters, and none for the first', () => {
    expect(decoded(buildListingSearch({ brand: ['x'] }, '?utm_source=mail', 2))).toBe(
      '?brand[]=x&page=2&utm_source=mail',
    );
    expect(buildListingSearch({}, '', 1)).toBe('');
  });

  it('round-trips: what it writes reads back as the same selection', () => {
    const selection = { container_size: ['1l', '5l'], viscosity: ['0w-99', '5w-30'] };
    expect(readFilterSelection(buildListingSearch(selection))).toEqual(selection);
  });
});

describe('readListingPage', () => {
  it('reads one plain whole number within the limit', () => {
    expect(readListingPage('?page=7')).toBe(7);
    expect(readListingPage(`?page=${LISTING_PAGE_LIMITS.maxPage}`)).toBe(LISTING_PAGE_LIMITS.maxPage);
  });

  it.each(['', '?page=', '?page=0', '?page=-2', '?page=1.5', '?page=two', '?page=02', '?page=2&page=3'])(
    'reads %s as the first page',
    (search) => {
      expect(readListingPage(search)).toBe(1);
    },
  );

  it('reads a page past the limit as the first page', () => {
    expect(readListingPage(`?page=${LISTING_PAGE_LIMITS.maxPage + 1}`)).toBe(1);
  });
});

describe('buildListingPageSearch', () => {
  it('keeps the selection and moves to another page', () => {
    expect(decoded(buildListingPageSearch('?viscosity[]=5w-30&page=2', 3))).toBe('?viscosity[]=5w-30&page=3');
    expect(decoded(buildListingPageSearch('?viscosity[]=5w-30&page=2', 1))).toBe('?viscosity[]=5w-30');
  });
});

describe('readListingSort and buildListingSortSearch', () => {
  it('reads one known order, and nothing for none, an unknown one or two', () => {
    expect(readListingSort('?sort=price-desc')).toBe('price-desc');
    expect(readListingSort('')).toBeUndefined();
    expect(readListingSort('?sort=')).toBeUndefined();
    expect(readListingSort('?sort=cheapest')).toBeUndefined();
    expect(readListingSort('?sort=name&sort=price-asc')).toBeUndefined();
  });

  it('sets an order on the first page of the same selection, and clears it', () => {
    const sorted = buildListingSortSearch('?viscosity[]=5w-30&page=3', 'price-asc');
    expect(decoded(sorted)).toBe('?viscosity[]=5w-30&sort=price-asc');
    expect(decoded(buildListingSortSearch(sorted, undefined))).toBe('?viscosity[]=5w-30');
  });

  it('keeps the order through a new selection and another page', () => {
    expect(decoded(buildListingSearch({ brand: ['a'] }, '?sort=name&page=2'))).toBe('?brand[]=a&sort=name');
    expect(decoded(buildListingPageSearch('?brand[]=a&sort=name', 2))).toBe('?brand[]=a&page=2&sort=name');
  });
});

describe('toCanonicalListingSearch', () => {
  it('drops a page that is no page number, or the first page', () => {
    expect(toCanonicalListingSearch('?page=1')).toBe('');
    expect(decoded(toCanonicalListingSearch('?brand[]=a&page=abc'))).toBe('?brand[]=a');
    expect(decoded(toCanonicalListingSearch('?page=4&brand[]=a'))).toBe('?brand[]=a&page=4');
  });

  it('reorders a form GET (groups in page order) into the written form', () => {
    const fromForm = '?viscosity%5B%5D=5w-30&brand%5B%5D=rennfeld';
    expect(decoded(toCanonicalListingSearch(fromForm))).toBe('?brand[]=rennfeld&viscosity[]=5w-30');
  });

  it('is read once: the canonical form is a fixed point, so reading never rewrites the address again', () => {
    const search = '?viscosity[]=5w-30&brand[]=a&brand[]=a&x=1';
    const once = toCanonicalListingSearch(search);
    expect(toCanonicalListingSearch(once)).toBe(once);
  });

  it("drops an empty or unknown order (a form GET sends sort= for the brand's own)", () => {
    expect(decoded(toCanonicalListingSearch('?brand[]=a&sort='))).toBe('?brand[]=a');
    expect(toCanonicalListingSearch('?sort=cheapest')).toBe('');
    expect(decoded(toCanonicalListingSearch('?sort=name&brand[]=a'))).toBe('?brand[]=a&sort=name');
  });

  it('leaves an address without filters alone', () => {
    expect(toCanonicalListingSearch('')).toBe('');
  });
});

describe('replaceGroupValues', () => {
  it('replaces one group and removes it when emptied, without touching the input', () => {
    const selection = { brand: ['a'], viscosity: ['b'] };
    expect(replaceGroupValues(selection, 'brand', ['a', 'c'])).toEqual({ brand: ['a', 'c'], viscosity: ['b'] });
    expect(replaceGroupValues(selection, 'brand', [])).toEqual({ viscosity: ['b'] });
    expect(selection).toEqual({ brand: ['a'], viscosity: ['b'] });
  });
});
