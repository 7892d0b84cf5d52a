/** Lower-case words joined by hyphens, accents folded: `Track Formula 10W-60` → `track-formula-10w-60`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An ISO timestamp `days` days (and `hours` hours) before the reference date. */
export function daysBefore(referenceDate: string, days: number, hours = 0): string {
  return new Date(Date.parse(referenceDate) - (days * 24 + hours) * 3_600_000).toISOString();
}
