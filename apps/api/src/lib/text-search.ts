import { type RawBuilder, sql, type SqlBool } from 'kysely';

/** Escapes LIKE's wildcards, for a pattern that says `escape '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * True where any of the columns contains the term, ignoring case, in SQLite and PostgreSQL
 * alike. LIKE's own wildcards in the term are taken literally. For the staff lists' search box.
 */
export function anyColumnContains(columns: readonly string[], term: string): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  const matches = columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}
