import type { Motif } from '../artwork.ts';
import type { DemoProduct } from '../demo-content.ts';
import { drawMotif } from './motifs.ts';
import { PALETTE } from './palette.ts';
import { drawProductContainer, renderProductArtworkDefs } from './product-artwork.ts';
import { measureText, renderTextBlock, renderTextPath } from './text-paths.ts';

type CoverTone = 'dark' | 'light' | 'red';

export interface CoverOptions {
  width: number;
  height: number;
  /** Small capitals above the title: NEWS, PRODUCT CATEGORY… */
  kicker: string;
  title: string;
  subtitle?: string;
  motif: Motif;
  accent: string;
  tone: CoverTone;
}

interface ToneColours {
  from: string;
  to: string;
  weave: string;
  weaveOpacity: number;
  title: string;
  subtitle: string;
  kicker: string;
  motifInk: string;
  motifAccent: string;
  wordmark: string;
}

function toneColours(tone: CoverTone, accent: string): ToneColours {
  if (tone === 'light') {
    return {
      from: PALETTE.paper,
      to: '#E2DDD2',
      weave: '#000',
      weaveOpacity: 0.018,
      title: PALETTE.carbon,
      subtitle: PALETTE.graphite,
      kicker: accent,
      motifInk: PALETTE.carbon,
      motifAccent: accent,
      wordmark: PALETTE.red,
    };
  }
  if (tone === 'red') {
    return {
      from: PALETTE.red,
      to: '#5E0815',
      weave: '#000',
      weaveOpacity: 0.05,
      title: PALETTE.white,
      subtitle: '#F6DCDF',
      kicker: PALETTE.paleGold,
      motifInk: PALETTE.white,
      motifAccent: PALETTE.gold,
      wordmark: PALETTE.gold,
    };
  }
  return {
    from: '#24252A',
    to: '#08080A',
    weave: '#fff',
    weaveOpacity: 0.035,
    title: PALETTE.white,
    subtitle: '#C9CBD1',
    kicker: accent,
    motifInk: PALETTE.white,
    motifAccent: accent,
    wordmark: PALETTE.gold,
  };
}

function coverDefs(colours: ToneColours, accent: string): string {
  return (
    `<linearGradient id="cover-bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient>` +
    `<pattern id="weave" width="18" height="18" patternUnits="userSpaceOnUse">` +
    `<rect width="9" height="9" fill="${colours.weave}" fill-opacity="${colours.weaveOpacity}"/>` +
    `<rect x="9" y="9" width="9" height="9" fill="${colours.weave}" fill-opacity="${colours.weaveOpacity}"/></pattern>` +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="${accent}" stop-opacity="0.55"/>` +
    `<stop offset="0.6" stop-color="${accent}" stop-opacity="0.18"/>` +
    `<stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`
  );
}

/** Three racing stripes rising from the bottom edge at x (a fraction of the width). */
function racingStripes(width: number, height: number, at: number, accent: string, opacity = 1): string {
  const lean = height * 0.42;
  const stripe = (offset: number, stripeWidth: number, fill: string, fillOpacity: number) => {
    const x = width * at + offset;
    return `<path d="M${x} ${height} L${x + lean} 0 H${x + lean + stripeWidth} L${x + stripeWidth} ${height}Z" fill="${fill}" fill-opacity="${fillOpacity * opacity}"/>`;
  };
  const unit = width * 0.05;
  return (
    stripe(0, unit * 1.6, accent, 0.85) +
    stripe(unit * 2, unit * 0.6, PALETTE.gold, 0.9) +
    stripe(unit * 2.9, unit * 0.18, PALETTE.white, 0.7)
  );
}

function wordmark(x: number, y: number, size: number, colour: string): string {
  return (
    `<rect x="${x}" y="${y - size * 0.82}" width="${size * 0.32}" height="${size * 0.9}" fill="${PALETTE.red}"/>` +
    renderTextPath('RENNFELD', { x: x + size * 0.55, y, size, fill: colour, letterSpacing: 0.18 })
  );
}

/** Landscape cover: title block left, motif in a glow right, racing stripes between. */
export function renderCover(options: CoverOptions): string {
  const { width, height, accent } = options;
  const colours = toneColours(options.tone, accent);
  const unit = height / 100;
  const left = width * 0.07;
  const textWidth = width * 0.54;
  const motifSize = height * 0.46;
  const motifX = width * 0.78 - motifSize / 2;
  const motifY = height * 0.5 - motifSize / 2;

  const kickerY = height * 0.27;
  const title = renderTextBlock(options.title, {
    x: left,
    y: kickerY + unit * 13,
    size: unit * 9.5,
    lineHeight: unit * 11,
    maxLines: 3,
    maxWidth: textWidth,
    fill: colours.title,
  });
  const subtitle = options.subtitle
    ? renderTextBlock(options.subtitle, {
        x: left,
        y: kickerY + unit * 13 + title.height + unit * 3,
        size: unit * 4.2,
        lineHeight: unit * 5.6,
        maxLines: 2,
        maxWidth: textWidth,
        fill: colours.subtitle,
        face: 'regular',
      }).svg
    : '';

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${coverDefs(colours, accent)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#cover-bg)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#weave)"/>` +
    racingStripes(
      width,
      height,
      0.56,
      options.tone === 'red' ? PALETTE.carbon : accent,
      options.tone === 'light' ? 0.55 : 0.9,
    ) +
    `<circle cx="${motifX + motifSize / 2}" cy="${motifY + motifSize / 2}" r="${motifSize * 0.95}" fill="url(#glow)"/>` +
    // A disc behind the pictogram keeps it readable where the stripes cross it.
    `<circle cx="${motifX + motifSize / 2}" cy="${motifY + motifSize / 2}" r="${motifSize * 0.6}" fill="${colours.to}" stroke="${colours.kicker}" stroke-width="${unit * 0.9}"/>` +
    drawMotif(
      options.motif,
      motifX + motifSize * 0.17,
      motifY + motifSize * 0.17,
      motifSize * 0.66,
      colours.motifInk,
      colours.motifAccent,
    ) +
    `<rect x="${left}" y="${kickerY - unit * 4.6}" width="${unit * 6}" height="${unit * 0.9}" fill="${colours.kicker}"/>` +
    renderTextPath(options.kicker.toUpperCase(), {
      x: left + unit * 8,
      y: kickerY - unit * 3.4,
      size: unit * 3.6,
      fill: colours.kicker,
      letterSpacing: 0.16,
      maxWidth: textWidth,
    }) +
    title.svg +
    subtitle +
    wordmark(left, height - unit * 9, unit * 4.4, colours.wordmark) +
    `</svg>`
  );
}

export interface CatalogueCoverOptions {
  width: number;
  height: number;
  title: string;
  subtitle: string;
  edition: string;
  /** Up to three products drawn as a group at the bottom. */
  showcase: Array<{ product: DemoProduct; subCategoryName: string }>;
}

function editionBadge(text: string, x: number, top: number, size: number): string {
  const width = measureText(text, size, 'bold', 0.1) + size * 2;
  const height = size * 2;
  return (
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" rx="${size * 0.3}" fill="${PALETTE.red}"/>` +
    renderTextPath(text, { x: x + size, y: top + size * 1.37, size, fill: PALETTE.white, letterSpacing: 0.1 })
  );
}

/** Portrait catalogue cover: wordmark, title, edition, and a group of product containers. */
export function renderCatalogueCover(options: CatalogueCoverOptions): string {
  const { width, height } = options;
  const colours = toneColours('dark', PALETTE.red);
  const unit = width / 100;
  const title = renderTextBlock(options.title.toUpperCase(), {
    x: unit * 8,
    y: height * 0.25,
    size: unit * 9,
    lineHeight: unit * 10.5,
    maxLines: 3,
    maxWidth: unit * 84,
    fill: PALETTE.white,
  });
  const subtitle = renderTextBlock(options.subtitle, {
    x: unit * 8,
    y: height * 0.25 + title.height + unit * 3,
    size: unit * 4.4,
    lineHeight: unit * 5.8,
    maxLines: 2,
    maxWidth: unit * 84,
    fill: '#C9CBD1',
    face: 'regular',
  });
  const slots = [
    { x: -0.02, scale: 0.5 },
    { x: 0.5, scale: 0.5 },
    { x: 0.24, scale: 0.56 },
  ];
  const showcase = options.showcase
    .slice(0, 3)
    .map(({ product, subCategoryName }, index) => {
      const slot = slots[index]!;
      const size = width * slot.scale;
      const y = height - size * 0.93;
      return `<g transform="translate(${width * slot.x} ${y}) scale(${size / 800})">${drawProductContainer(product, subCategoryName)}</g>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${coverDefs(colours, PALETTE.red)}${renderProductArtworkDefs()}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#cover-bg)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#weave)"/>` +
    racingStripes(width, height * 0.62, 0.62, PALETTE.red, 0.75) +
    wordmark(unit * 8, unit * 14, unit * 6.4, PALETTE.gold) +
    renderTextPath('MOTORSPORT LUBRICANTS', {
      x: unit * 8,
      y: unit * 20,
      size: unit * 3,
      fill: '#C9CBD1',
      letterSpacing: 0.2,
    }) +
    title.svg +
    subtitle.svg +
    editionBadge(options.edition, unit * 8, height * 0.25 + title.height + subtitle.height + unit * 5, unit * 3.6) +
    `<ellipse cx="${width / 2}" cy="${height - unit * 3}" rx="${width * 0.48}" ry="${unit * 3}" fill="#000" fill-opacity="0.5"/>` +
    showcase +
    `</svg>`
  );
}
