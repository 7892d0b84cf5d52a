export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An ISO timestamp `days` days (and `hours` hours) before the reference date. */
export function subtractDays(referenceDate: string, days: number, hours = 0): string {
  return new Date(Date.parse(referenceDate) - (days * 24 + hours) * 3_600_000).toISOString();
}
