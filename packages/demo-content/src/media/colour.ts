/** Black or white, whichever reads better on the given #RRGGBB background. */
export function chooseInkOn(background: string, dark = '#141416', light = '#FFFFFF'): string {
  const value = Number.parseInt(background.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const luminance = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  return luminance > 0.62 ? dark : light;
}
