import { InvalidFieldsError } from './errors.ts';

/**
 * A save's nested rows (a category's sub-categories, a concept category's concepts) may name
 * only rows of the record itself; a new one comes without an id. Any other id is refused, 422
 * next to the row.
 */
export function checkNestedIds(
  items: readonly { id?: number | undefined }[],
  ownIds: readonly number[],
  field: string,
  message: string,
): void {
  const own = new Set(ownIds);
  const errors: Record<string, string[]> = {};
  items.forEach((item, index) => {
    if (item.id !== undefined && !own.has(item.id)) errors[`${field}.${index}.id`] = [message];
  });
  if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors);
}
