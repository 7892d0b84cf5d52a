import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype from 'opentype.js';

/**
 * Text in the demo artwork is drawn as SVG paths from the bundled DejaVu fonts, so rasterising
 * never depends on the fonts installed on the machine (a fresh server may have none).
 */
export type FontFace = 'bold' | 'regular' | 'condensedBold' | 'oblique';

const FONT_FILES: Record<FontFace, string> = {
  bold: 'DejaVuSans-Bold.ttf',
  regular: 'DejaVuSans.ttf',
  condensedBold: 'DejaVuSansCondensed-Bold.ttf',
  oblique: 'DejaVuSans-BoldOblique.ttf',
};

/** Parsed once per run of the generator, and let go of after it: parsed fonts are large. */
const fonts = new Map<FontFace, opentype.Font>();

/** Lets the parsed fonts go once the generator is done: the server it ran in goes on for months. */
export function releaseFonts(): void {
  fonts.clear();
}

function loadFont(face: FontFace): opentype.Font {
  let font = fonts.get(face);
  if (!font) {
    const packageJson = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json');
    const file = readFileSync(join(dirname(packageJson), 'ttf', FONT_FILES[face]));
    font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    fonts.set(face, font);
  }
  return font;
}

interface GlyphRun {
  glyphs: opentype.Glyph[];
  offsets: number[];
  width: number;
}

/**
 * Lays glyphs out one by one (advance width, pair kerning, letter spacing) instead of calling
 * Font#getPath: opentype.js 2 runs DejaVu's composition (ccmp) lookups on every string and throws
 * on a lookup format it does not support. Latin labels need no substitutions anyway.
 */
function layoutText(font: opentype.Font, text: string, size: number, letterSpacing = 0): GlyphRun {
  const scale = size / font.unitsPerEm;
  const glyphs = Array.from(text, (char) => font.charToGlyph(char));
  const offsets: number[] = [];
  let x = 0;
  glyphs.forEach((glyph, index) => {
    offsets.push(x);
    x += (glyph.advanceWidth ?? 0) * scale;
    const next = glyphs[index + 1];
    if (next) x += font.getKerningValue(glyph, next) * scale + letterSpacing * size;
  });
  return { glyphs, offsets, width: x };
}

export interface TextOptions {
  face?: FontFace;
  size: number;
  x: number;
  /** Baseline position. */
  y: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  /** Extra space between letters, as a fraction of the font size. */
  letterSpacing?: number;
  /** The text shrinks (never grows) to fit this width. */
  maxWidth?: number;
  opacity?: number;
}

export function measureText(text: string, size: number, face: FontFace = 'bold', letterSpacing = 0): number {
  return layoutText(loadFont(face), text, size, letterSpacing).width;
}

/** One line of text as an SVG `<path>` element. */
export function renderTextPath(text: string, options: TextOptions): string {
  const face = options.face ?? 'bold';
  const font = loadFont(face);
  const letterSpacing = options.letterSpacing ?? 0;
  let size = options.size;
  let run = layoutText(font, text, size, letterSpacing);
  if (options.maxWidth && run.width > options.maxWidth) {
    size = (size * options.maxWidth) / run.width;
    run = layoutText(font, text, size, letterSpacing);
  }
  const anchor = options.anchor ?? 'start';
  const left = anchor === 'middle' ? options.x - run.width / 2 : anchor === 'end' ? options.x - run.width : options.x;
  const data = run.glyphs
    .map((glyph, index) => glyph.getPath(left + run.offsets[index]!, options.y, size).toPathData(1))
    .join('');
  const opacity = options.opacity === undefined ? '' : ` fill-opacity="${options.opacity}"`;
  return `<path d="${data}" fill="${options.fill}"${opacity}/>`;
}

/** Splits text into lines no wider than maxWidth, at spaces (a single long word stays whole). */
export function wrapText(text: string, size: number, maxWidth: number, face: FontFace = 'bold'): string[] {
  const font = loadFont(face);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && layoutText(font, candidate, size).width > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextBlockOptions extends Omit<TextOptions, 'y' | 'maxWidth'> {
  /** Baseline of the first line. */
  y: number;
  maxWidth: number;
  lineHeight: number;
  maxLines: number;
}

/**
 * Wrapped text. When it needs more than maxLines, the font size steps down until it fits
 * (down to 60 %), and as a last resort the last line is cut with an ellipsis.
 */
export function renderTextBlock(
  text: string,
  options: TextBlockOptions,
): { svg: string; lines: number; height: number } {
  const face = options.face ?? 'bold';
  let size = options.size;
  let lines = wrapText(text, size, options.maxWidth, face);
  while (lines.length > options.maxLines && size > options.size * 0.6) {
    size *= 0.92;
    lines = wrapText(text, size, options.maxWidth, face);
  }
  if (lines.length > options.maxLines) {
    lines = lines.slice(0, options.maxLines);
    lines[lines.length - 1] = `${lines[lines.length - 1]}…`;
  }
  const lineHeight = (options.lineHeight * size) / options.size;
  const svg = lines
    .map((line, index) =>
      renderTextPath(line, { ...options, face, size, y: options.y + index * lineHeight, maxWidth: options.maxWidth }),
    )
    .join('');
  return { svg, lines: lines.length, height: lines.length * lineHeight };
}
