import { describe, expect, it } from 'vitest';
import { SQLite } from './sqlite-driver.ts';

describe('the SQLite driver of this runtime', () => {
  it('survives the garbage collector freeing thousands of statements (better-sqlite3 12 aborts Node 24 here)', () => {
    const db = new SQLite(':memory:');
    let sum = 0;
    for (let index = 0; index < 20_000; index += 1) {
      sum += (db.prepare(`select ${index} as value`).get() as { value: number }).value;
    }
    db.close();
    expect(sum).toBe((20_000 * 19_999) / 2);
  });
});
