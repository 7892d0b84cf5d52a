import type { Motif } from '../artwork.ts';

/**
 * Pictograms for cover artwork, drawn in a 100 × 100 box with a main ink colour and an accent.
 * Strokes are used where possible so the shapes read at thumbnail size.
 */
type MotifDrawing = (ink: string, accent: string) => string;

function stroke(ink: string, width = 6): string {
  return `fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
}

function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  for (let index = 0; index < teeth * 4; index++) {
    const angle = (index / (teeth * 4)) * Math.PI * 2;
    const radius = index % 4 < 2 ? outer : inner;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join('L')}Z`;
}

const MOTIFS: Record<Motif, MotifDrawing> = {
  droplet: (ink, accent) =>
    `<path d="M50 8 C50 8 20 46 20 64 a30 30 0 0 0 60 0 C80 46 50 8 50 8Z" fill="${accent}"/>` +
    `<path d="M36 64 a14 14 0 0 0 12 14" ${stroke(ink, 5)}/>`,
  gear: (ink, accent) =>
    `<path d="${gearPath(50, 50, 44, 36, 12)}" fill="${ink}"/>` +
    `<circle cx="50" cy="50" r="20" fill="${accent}"/><circle cx="50" cy="50" r="9" fill="${ink}"/>`,
  flag: (ink, accent) => {
    const squares: string[] = [];
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 5; col++) {
        if ((row + col) % 2 === 0) {
          squares.push(`<rect x="${22 + col * 13}" y="${14 + row * 11 + (col % 2) * 2}" width="13" height="11"/>`);
        }
      }
    }
    return (
      `<rect x="22" y="14" width="65" height="46" fill="${ink}" fill-opacity="0.25"/>` +
      `<g fill="${ink}">${squares.join('')}</g>` +
      `<path d="M20 10 L20 94" ${stroke(accent, 6)}/>`
    );
  },
  piston: (ink, accent) =>
    `<rect x="24" y="10" width="52" height="38" rx="6" fill="${ink}"/>` +
    `<path d="M24 20 H76 M24 28 H76" stroke="${accent}" stroke-width="4"/>` +
    `<circle cx="50" cy="40" r="6" fill="${accent}"/>` +
    `<path d="M50 40 L44 80" ${stroke(ink, 10)}/>` +
    `<circle cx="44" cy="82" r="12" ${stroke(ink, 6)}/>`,
  trophy: (ink, accent) =>
    `<path d="M30 12 H70 V36 a20 20 0 0 1 -40 0Z" fill="${accent}"/>` +
    `<path d="M30 18 H18 a12 12 0 0 0 14 18 M70 18 H82 a12 12 0 0 1 -14 18" ${stroke(ink, 5)}/>` +
    `<path d="M50 56 V72" ${stroke(ink, 8)}/>` +
    `<rect x="32" y="74" width="36" height="14" rx="3" fill="${ink}"/>`,
  flask: (ink, accent) =>
    `<path d="M40 10 H60 M44 10 V38 L20 82 a6 6 0 0 0 5 8 H75 a6 6 0 0 0 5 -8 L56 38 V10" ${stroke(ink, 6)}/>` +
    `<path d="M30 66 H70 L78 84 H22Z" fill="${accent}"/>` +
    `<circle cx="45" cy="74" r="3" fill="${ink}"/><circle cx="57" cy="78" r="2" fill="${ink}"/>`,
  shield: (ink, accent) =>
    `<path d="M50 8 L84 20 V46 C84 70 68 84 50 92 C32 84 16 70 16 46 V20Z" fill="${accent}"/>` +
    `<path d="M34 50 L46 62 L68 38" ${stroke(ink, 8)}/>`,
  gauge: (ink, accent) => {
    const ticks: string[] = [];
    for (let index = 0; index <= 8; index++) {
      const angle = Math.PI * (0.8 + (index / 8) * 1.4);
      const x1 = 50 + 34 * Math.cos(angle);
      const y1 = 56 + 34 * Math.sin(angle);
      const x2 = 50 + 42 * Math.cos(angle);
      const y2 = 56 + 42 * Math.sin(angle);
      const color = index >= 6 ? accent : ink;
      ticks.push(
        `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}" ${stroke(color, 5)}/>`,
      );
    }
    return (
      ticks.join('') +
      `<path d="M50 56 L74 34" ${stroke(accent, 6)}/><circle cx="50" cy="56" r="7" fill="${ink}"/>` +
      `<path d="M30 84 H70" ${stroke(ink, 5)}/>`
    );
  },
  wrench: (ink, accent) =>
    `<path d="M70 10 a20 20 0 0 0 -22 26 L14 70 a8 8 0 0 0 0 12 l4 4 a8 8 0 0 0 12 0 L64 52 a20 20 0 0 0 26 -22 l-12 12 -14 -4 -4 -14Z" fill="${ink}"/>` +
    `<circle cx="22" cy="78" r="4" fill="${accent}"/>`,
  leaf: (ink, accent) =>
    `<path d="M16 84 C16 40 40 14 88 12 C86 60 62 86 16 84Z" fill="${accent}"/>` +
    `<path d="M16 84 C36 62 52 46 74 28 M40 62 L40 46 M52 50 L64 50" ${stroke(ink, 4)}/>`,
  snowflake: (ink, accent) => {
    const arms: string[] = [];
    for (let index = 0; index < 6; index++) {
      const rotate = index * 60;
      arms.push(
        `<g transform="rotate(${rotate} 50 50)"><path d="M50 50 V10 M50 24 L40 16 M50 24 L60 16 M50 36 L42 30 M50 36 L58 30" ${stroke(index % 2 ? accent : ink, 5)}/></g>`,
      );
    }
    return arms.join('') + `<circle cx="50" cy="50" r="6" fill="${accent}"/>`;
  },
  helmet: (ink, accent) =>
    `<path d="M14 62 C14 30 36 12 60 12 C80 12 92 28 92 48 V70 H40 L30 80 H14Z" fill="${ink}"/>` +
    `<path d="M48 36 H88 V54 H52 a6 6 0 0 1 -6 -6Z" fill="${accent}"/>` +
    `<path d="M18 58 C30 54 40 54 46 62" ${stroke(accent, 4)}/>`,
  sparkle: (ink, accent) =>
    `<path d="M40 14 L47 39 L72 46 L47 53 L40 78 L33 53 L8 46 L33 39Z" fill="${accent}"/>` +
    `<path d="M76 56 L80 68 L92 72 L80 76 L76 88 L72 76 L60 72 L72 68Z" fill="${ink}"/>` +
    `<path d="M74 12 L77 20 L85 23 L77 26 L74 34 L71 26 L63 23 L71 20Z" fill="${ink}"/>`,
  chain: (ink, accent) =>
    `<g transform="rotate(-35 50 50)">` +
    `<rect x="6" y="38" width="36" height="24" rx="12" ${stroke(ink, 7)}/>` +
    `<rect x="32" y="38" width="36" height="24" rx="12" ${stroke(accent, 7)}/>` +
    `<rect x="58" y="38" width="36" height="24" rx="12" ${stroke(ink, 7)}/></g>`,
  globe: (ink, accent) =>
    `<circle cx="50" cy="50" r="38" fill="${accent}" fill-opacity="0.35"/>` +
    `<circle cx="50" cy="50" r="38" ${stroke(ink, 5)}/>` +
    `<ellipse cx="50" cy="50" rx="16" ry="38" ${stroke(ink, 4)}/>` +
    `<path d="M14 38 H86 M14 62 H86 M50 12 V88" ${stroke(ink, 4)}/>`,
  truck: (ink, accent) =>
    `<rect x="8" y="28" width="54" height="38" rx="3" fill="${accent}"/>` +
    `<path d="M62 40 H80 L92 54 V66 H62Z" fill="${ink}"/>` +
    `<path d="M68 44 H78 L86 54 H68Z" fill="${accent}" fill-opacity="0.6"/>` +
    `<circle cx="26" cy="70" r="9" fill="${ink}"/><circle cx="76" cy="70" r="9" fill="${ink}"/>` +
    `<circle cx="26" cy="70" r="3" fill="${accent}"/><circle cx="76" cy="70" r="3" fill="${accent}"/>`,
};

/** The motif scaled into a `size` × `size` square whose top-left corner is (x, y). */
export function drawMotif(motif: Motif, x: number, y: number, size: number, ink: string, accent: string): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${MOTIFS[motif](ink, accent)}</g>`;
}
