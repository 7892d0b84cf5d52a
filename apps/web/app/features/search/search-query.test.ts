import { describe, expect, it } from 'vitest';
import { moveActiveIndex, toSearchTerm } from './search-query.ts';

describe('toSearchTerm (SPEC §5: only non-blank text triggers a request)', () => {
  it.each(['', ' ', '   ', '\t\n'])('sends no request for blank input %j', (input) => {
    expect(toSearchTerm(input)).toBeNull();
  });

  it('sends the trimmed text', () => {
    expect(toSearchTerm('  5w30 ')).toBe('5w30');
    expect(toSearchTerm('racing oil')).toBe('racing oil');
  });
});

describe('moveActiveIndex', () => {
  it('has no active option without options', () => {
    expect(moveActiveIndex(-1, 0, 'ArrowDown')).toBe(-1);
    expect(moveActiveIndex(2, 0, 'ArrowUp')).toBe(-1);
  });

  it('ArrowDown starts at the first option, moves down and wraps to the first', () => {
    expect(moveActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActiveIndex(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActiveIndex(2, 3, 'ArrowDown')).toBe(0);
  });

  it('ArrowUp starts at the last option, moves up and wraps to the last', () => {
    expect(moveActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActiveIndex(2, 3, 'ArrowUp')).toBe(1);
    expect(moveActiveIndex(0, 3, 'ArrowUp')).toBe(2);
  });

  it('recovers from an index beyond a shorter list', () => {
    expect(moveActiveIndex(7, 3, 'ArrowDown')).toBe(0);
    expect(moveActiveIndex(7, 3, 'ArrowUp')).toBe(2);
  });
});
