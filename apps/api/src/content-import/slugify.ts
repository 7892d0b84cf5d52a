/** Lower-case words joined by hyphens, accents folded: `Track Formula 10W-60` → `track-formula-10w-60`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
