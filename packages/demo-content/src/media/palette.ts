/** Brand colours of the demo artwork: deep racing red, carbon black and gold. */
export const PALETTE = {
  red: '#C8102E',
  deepRed: '#8E0C20',
  carbon: '#141416',
  graphite: '#2A2B2F',
  steel: '#5E6470',
  silver: '#C9CED6',
  gold: '#D4A73A',
  paleGold: '#F0D9A0',
  paper: '#F5F2EA',
  white: '#FFFFFF',
} as const;

/** Colours of a container and its label, by brand. */
export interface BrandLivery {
  body: string;
  bodyShade: string;
  cap: string;
  label: string;
  labelInk: string;
  wordmark: string;
  accent: string;
  secondAccent: string;
}

const LIVERIES: Record<string, BrandLivery> = {
  Rennfeld: {
    body: '#1B1B1E',
    bodyShade: '#050506',
    cap: PALETTE.red,
    label: '#1F2024',
    labelInk: PALETTE.white,
    wordmark: PALETTE.gold,
    accent: PALETTE.red,
    secondAccent: PALETTE.gold,
  },
  'Rennfeld Competition': {
    body: PALETTE.red,
    bodyShade: '#6E0A19',
    cap: PALETTE.carbon,
    label: PALETTE.carbon,
    labelInk: PALETTE.white,
    wordmark: PALETTE.gold,
    accent: PALETTE.red,
    secondAccent: PALETTE.gold,
  },
  'Rennfeld Care': {
    body: '#EDEDEA',
    bodyShade: '#A9AAA6',
    cap: '#2E9E6A',
    label: PALETTE.white,
    labelInk: PALETTE.carbon,
    wordmark: PALETTE.red,
    accent: '#2E9E6A',
    secondAccent: PALETTE.red,
  },
  'Apex Dynamics': {
    body: '#B9BFC8',
    bodyShade: '#6C7380',
    cap: '#1C2A44',
    label: '#1C2A44',
    labelInk: PALETTE.white,
    wordmark: '#7FC4FF',
    accent: '#3C8DDB',
    secondAccent: PALETTE.silver,
  },
  'Nordhaven Classic': {
    body: '#EFE5CF',
    bodyShade: '#B5A683',
    cap: '#1F4D3A',
    label: '#1F4D3A',
    labelInk: '#F6EBD0',
    wordmark: PALETTE.gold,
    accent: PALETTE.gold,
    secondAccent: '#A3342B',
  },
  Velotrax: {
    body: '#222326',
    bodyShade: '#08080A',
    cap: '#E8641B',
    label: '#E8641B',
    labelInk: PALETTE.white,
    wordmark: PALETTE.carbon,
    accent: PALETTE.carbon,
    secondAccent: PALETTE.white,
  },
  Kaltform: {
    body: '#1F6FB5',
    bodyShade: '#0D3A63',
    cap: PALETTE.white,
    label: PALETTE.white,
    labelInk: '#0D3A63',
    wordmark: '#1F6FB5',
    accent: '#5BC0EB',
    secondAccent: PALETTE.red,
  },
};

export function findBrandLivery(brand: string | null): BrandLivery {
  return LIVERIES[brand ?? ''] ?? LIVERIES.Rennfeld!;
}

/** A small stable number from a text, for deterministic variation (hair style, stripe angle…). */
export function hashText(text: string): number {
  let hash = 2166136261;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
