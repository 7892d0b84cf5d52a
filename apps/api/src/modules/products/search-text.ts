/**
 * Search matches on a normalised form: lower case, letters and digits only, so that `5w30`,
 * `5W-30` and `5w 30` are the same text. The stored search_text holds the normalised words of
 * the name, viscosity and specification area, separated by spaces.
 */
export function normaliseSearchTerm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

export function buildProductSearchText(parts: Array<string | null | undefined>): string {
  const words = parts
    .filter((part): part is string => Boolean(part))
    .flatMap((part) => [normaliseSearchTerm(part), ...part.split(/\s+/).map(normaliseSearchTerm)])
    .filter((word) => word.length > 0);
  return ` ${[...new Set(words)].join(' ')} `;
}
