import { hashText, PALETTE } from './palette.ts';
import { renderTextPath } from './text-paths.ts';

/** Friendly illustrated team portraits: a bust on a coloured disc, with an initials badge. */
const PORTRAIT_SIZE = 600;

const BACKDROPS = ['#C8102E', '#1F6FB5', '#2E9E6A', '#D4A73A', '#6B4FA0', '#E07A1F', '#2A2B2F', '#0F7C80'];
const SKIN_TONES = ['#F6D3B3', '#E8B58F', '#C98E65', '#A26A45', '#7A4B2C', '#F1C7A5'];
const HAIR_COLOURS = ['#2B1B12', '#5A3A22', '#A86B32', '#D9B26A', '#1A1A1A', '#8A8F98', '#6E2C1E'];
const SHIRTS = [PALETTE.carbon, PALETTE.graphite, '#1C2A44', PALETTE.red];

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

type HairStyle = (colour: string) => { back: string; front: string };

const HAIR_STYLES: HairStyle[] = [
  // short crop
  (colour) => ({
    back: '',
    front: `<path d="M222 236 Q222 150 300 146 Q378 150 378 236 Q360 196 300 192 Q240 196 222 236Z" fill="${colour}"/>`,
  }),
  // long, shoulder length
  (colour) => ({
    back: `<path d="M206 250 Q200 140 300 136 Q400 140 394 250 L404 380 Q356 396 300 392 Q244 396 196 380Z" fill="${colour}"/>`,
    front: `<path d="M220 246 Q226 154 300 150 Q370 154 382 246 Q350 190 290 196 Q248 204 220 246Z" fill="${colour}"/>`,
  }),
  // bun
  (colour) => ({
    back: `<circle cx="300" cy="128" r="38" fill="${colour}"/>`,
    front: `<path d="M220 240 Q222 156 300 152 Q378 156 380 240 Q364 192 300 188 Q236 192 220 240Z" fill="${colour}"/>`,
  }),
  // curly
  (colour) => ({
    back: '',
    front:
      `<g fill="${colour}">` +
      [
        [232, 200],
        [258, 170],
        [292, 158],
        [326, 162],
        [356, 178],
        [372, 208],
        [226, 232],
        [376, 238],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="30"/>`)
        .join('') +
      `</g>`,
  }),
  // side parting with quiff
  (colour) => ({
    back: '',
    front: `<path d="M220 244 Q214 148 306 140 Q392 146 382 232 Q370 186 326 180 Q280 176 256 200 Q236 214 220 244Z" fill="${colour}"/>`,
  }),
  // very short, receding
  (colour) => ({
    back: '',
    front: `<path d="M224 226 Q236 170 270 164 Q300 176 330 164 Q366 170 376 226 Q366 200 300 198 Q234 200 224 226Z" fill="${colour}" fill-opacity="0.9"/>`,
  }),
];

export function renderPortrait(name: string): string {
  const size = PORTRAIT_SIZE;
  const hash = hashText(name);
  const pick = <T>(list: T[], shift: number): T => list[(hash >>> shift) % list.length]!;
  const backdrop = pick(BACKDROPS, 0);
  const skin = pick(SKIN_TONES, 3);
  const hairColour = pick(HAIR_COLOURS, 7);
  const shirt = pick(SHIRTS, 11);
  const hair = pick(HAIR_STYLES, 14)(hairColour);
  const hasGlasses = (hash >>> 19) % 3 === 0;
  const collar = shirt === PALETTE.red ? PALETTE.carbon : PALETTE.red;

  const glasses = hasGlasses
    ? `<g fill="none" stroke="${PALETTE.carbon}" stroke-width="6"><circle cx="268" cy="262" r="24"/><circle cx="332" cy="262" r="24"/><path d="M292 262 H308"/></g>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs><radialGradient id="disc" cx="0.5" cy="0.35" r="0.7">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="frame"><rect width="${size}" height="${size}"/></clipPath></defs>` +
    `<rect width="${size}" height="${size}" fill="${backdrop}"/>` +
    `<rect width="${size}" height="${size}" fill="url(#disc)"/>` +
    `<path d="M-20 520 L420 -20 H470 L30 520Z" fill="#fff" fill-opacity="0.08"/>` +
    `<g clip-path="url(#frame)">` +
    hair.back +
    `<path d="M120 600 Q120 430 230 404 L370 404 Q480 430 480 600Z" fill="${shirt}"/>` +
    `<path d="M262 392 H338 V430 Q300 456 262 430Z" fill="${skin}"/>` +
    `<path d="M250 410 L300 470 L350 410" fill="none" stroke="${collar}" stroke-width="12" stroke-linejoin="round"/>` +
    `<ellipse cx="300" cy="262" rx="80" ry="98" fill="${skin}"/>` +
    `<ellipse cx="220" cy="270" rx="14" ry="22" fill="${skin}"/><ellipse cx="380" cy="270" rx="14" ry="22" fill="${skin}"/>` +
    hair.front +
    `<circle cx="268" cy="262" r="8" fill="${PALETTE.carbon}"/><circle cx="332" cy="262" r="8" fill="${PALETTE.carbon}"/>` +
    `<path d="M252 236 Q268 228 284 236 M316 236 Q332 228 348 236" fill="none" stroke="${hairColour}" stroke-width="6" stroke-linecap="round"/>` +
    glasses +
    `<path d="M268 312 Q300 340 332 312" fill="none" stroke="#7A2E2E" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="250" cy="300" r="12" fill="#E86A6A" fill-opacity="0.25"/><circle cx="350" cy="300" r="12" fill="#E86A6A" fill-opacity="0.25"/>` +
    `</g>` +
    `<circle cx="492" cy="492" r="70" fill="${PALETTE.white}"/>` +
    `<circle cx="492" cy="492" r="62" fill="${PALETTE.carbon}"/>` +
    renderTextPath(initialsOf(name), {
      x: 492,
      y: 510,
      size: 50,
      fill: PALETTE.gold,
      anchor: 'middle',
      maxWidth: 96,
    }) +
    `</svg>`
  );
}
