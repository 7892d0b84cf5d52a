/** The values of `rows` by key, each list in the rows' order (Node 20 has no `Map.groupBy`). */
export function groupBy<Row, Key, Value>(
  rows: Iterable<Row>,
  keyOf: (row: Row) => Key,
  valueOf: (row: Row) => Value,
): Map<Key, Value[]> {
  const groups = new Map<Key, Value[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(valueOf(row));
    else groups.set(key, [valueOf(row)]);
  }
  return groups;
}
