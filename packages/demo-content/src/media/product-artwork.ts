import type { PackagingShape } from '../artwork.ts';
import type { DemoProduct } from '../demo-content.ts';
import { chooseInkOn } from './colour.ts';
import { findBrandLivery, PALETTE, type BrandLivery } from './palette.ts';
import { measureText, renderTextBlock, renderTextPath, wrapText } from './text-paths.ts';

/** Product pictures: a container on a studio background, 800 × 800, label with name and grade. */
const PRODUCT_IMAGE_SIZE = 800;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface ContainerDrawing {
  /** Everything behind the label: body, cap, handle. */
  body: string;
  label: Box;
  labelRadius: number;
  /** Drawn over body and label: the light and shade that make the shape round. */
  shading: string;
}

const SHADE_DEFS = `
<linearGradient id="cylinder" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#000" stop-opacity="0.45"/>
  <stop offset="0.14" stop-color="#fff" stop-opacity="0.10"/>
  <stop offset="0.24" stop-color="#fff" stop-opacity="0.32"/>
  <stop offset="0.36" stop-color="#fff" stop-opacity="0"/>
  <stop offset="0.72" stop-color="#000" stop-opacity="0.05"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.50"/>
</linearGradient>
<linearGradient id="flat" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#000" stop-opacity="0.30"/>
  <stop offset="0.08" stop-color="#fff" stop-opacity="0.18"/>
  <stop offset="0.2" stop-color="#fff" stop-opacity="0"/>
  <stop offset="0.9" stop-color="#000" stop-opacity="0.08"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.35"/>
</linearGradient>
<linearGradient id="metal" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#8C939E"/>
  <stop offset="0.3" stop-color="#F1F3F6"/>
  <stop offset="0.55" stop-color="#BCC2CB"/>
  <stop offset="1" stop-color="#6B7280"/>
</linearGradient>
<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0" stop-color="#000" stop-opacity="0.38"/>
  <stop offset="1" stop-color="#000" stop-opacity="0"/>
</radialGradient>`;

function ridges(x: number, y: number, width: number, height: number, count: number): string {
  const step = width / (count + 1);
  const lines = Array.from({ length: count }, (_, index) => {
    const lineX = (x + step * (index + 1)).toFixed(1);
    return `M${lineX} ${y + 6} V${y + height - 6}`;
  });
  return `<path d="${lines.join(' ')}" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>`;
}

function drawCan(livery: BrandLivery): ContainerDrawing {
  const handle =
    `<path fill-rule="evenodd" fill="${livery.body}" d="M458 150 H557 Q585 150 585 178 V250 H430 V178 Q430 150 458 150Z ` +
    `M480 176 Q464 176 464 192 V226 H553 V192 Q553 176 537 176Z"/>`;
  const neck = `<rect x="262" y="196" width="76" height="48" fill="${livery.bodyShade}"/>`;
  const cap =
    `<rect x="248" y="146" width="104" height="60" rx="9" fill="${livery.cap}"/>` + ridges(248, 146, 104, 60, 7);
  const body = `<rect x="215" y="232" width="370" height="468" rx="30" fill="${livery.body}"/>`;
  return {
    body: handle + neck + cap + body,
    label: { x: 248, y: 298, width: 304, height: 360 },
    labelRadius: 16,
    shading:
      `<rect x="215" y="232" width="370" height="468" rx="30" fill="url(#flat)"/>` +
      `<path d="M232 250 H568" stroke="#fff" stroke-opacity="0.15" stroke-width="4"/>`,
  };
}

function drawBottle(livery: BrandLivery): ContainerDrawing {
  const outline =
    'M275 688 Q275 700 287 700 H513 Q525 700 525 688 V330 Q525 262 464 246 L440 238 V200 H360 V238 L336 246 Q275 262 275 330Z';
  const cap =
    `<rect x="350" y="138" width="100" height="68" rx="10" fill="${livery.cap}"/>` + ridges(350, 138, 100, 68, 6);
  return {
    body: `<path d="${outline}" fill="${livery.body}"/>` + cap,
    label: { x: 290, y: 332, width: 220, height: 330 },
    labelRadius: 12,
    shading: `<path d="${outline}" fill="url(#cylinder)"/>`,
  };
}

function drawSpray(livery: BrandLivery): ContainerDrawing {
  const dome = `<path d="M300 268 Q300 206 400 196 Q500 206 500 268Z" fill="url(#metal)"/>`;
  const head =
    `<path d="M354 202 V150 Q354 128 376 128 H446 V202Z" fill="${livery.cap}"/>` +
    `<rect x="430" y="146" width="16" height="14" rx="3" fill="#111"/>`;
  const can = `<rect x="300" y="262" width="200" height="428" fill="${livery.body}"/>`;
  const rim = `<rect x="304" y="684" width="192" height="18" rx="5" fill="url(#metal)"/>`;
  return {
    body: head + dome + can + rim,
    label: { x: 300, y: 298, width: 200, height: 356 },
    labelRadius: 0,
    shading: `<rect x="300" y="262" width="200" height="428" fill="url(#cylinder)"/>`,
  };
}

function drawCartridge(livery: BrandLivery): ContainerDrawing {
  const nozzle = `<path d="M382 184 L388 120 H412 L418 184Z" fill="url(#metal)"/>`;
  const top = `<rect x="304" y="176" width="192" height="36" rx="6" fill="url(#metal)"/>`;
  const tube = `<rect x="312" y="208" width="176" height="476" fill="${livery.body}"/>`;
  const bottom = `<rect x="304" y="678" width="192" height="24" rx="6" fill="url(#metal)"/>`;
  return {
    body: nozzle + top + tube + bottom,
    label: { x: 312, y: 250, width: 176, height: 392 },
    labelRadius: 0,
    shading: `<rect x="312" y="208" width="176" height="476" fill="url(#cylinder)"/>`,
  };
}

function drawTin(livery: BrandLivery): ContainerDrawing {
  const outline = 'M160 350 V656 A240 46 0 0 0 640 656 V350Z';
  const lid =
    `<ellipse cx="400" cy="350" rx="240" ry="46" fill="${livery.cap}"/>` +
    `<ellipse cx="400" cy="345" rx="212" ry="34" fill="#000" fill-opacity="0.18"/>` +
    `<path d="M160 350 A240 46 0 0 0 640 350" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="4"/>`;
  return {
    body: `<path d="${outline}" fill="${livery.body}"/>`,
    label: { x: 190, y: 408, width: 420, height: 252 },
    labelRadius: 12,
    shading: `<path d="${outline}" fill="url(#cylinder)"/>` + lid,
  };
}

function drawDrum(livery: BrandLivery): ContainerDrawing {
  const outline = 'M215 196 V676 A185 26 0 0 0 585 676 V196Z';
  const rib = (y: number) =>
    `<path d="M215 ${y} Q400 ${y + 22} 585 ${y}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="14"/>` +
    `<path d="M215 ${y - 7} Q400 ${y + 15} 585 ${y - 7}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="3"/>`;
  const top =
    `<ellipse cx="400" cy="196" rx="185" ry="28" fill="${livery.bodyShade}"/>` +
    `<ellipse cx="400" cy="194" rx="168" ry="21" fill="${livery.body}"/>` +
    `<ellipse cx="470" cy="192" rx="22" ry="6" fill="${livery.cap}"/>` +
    `<ellipse cx="330" cy="198" rx="13" ry="4" fill="${livery.cap}"/>`;
  return {
    body: `<path d="${outline}" fill="${livery.body}"/>` + rib(250) + rib(436) + rib(622),
    label: { x: 262, y: 286, width: 276, height: 318 },
    labelRadius: 10,
    shading: `<path d="${outline}" fill="url(#cylinder)"/>` + top,
  };
}

const CONTAINERS: Record<PackagingShape, (livery: BrandLivery) => ContainerDrawing> = {
  can: drawCan,
  bottle: drawBottle,
  spray: drawSpray,
  cartridge: drawCartridge,
  tin: drawTin,
  drum: drawDrum,
};

/** The grade printed in the badge: the viscosity, else the specification (DOT 4, NLGI 2…). */
function labelBadge(product: DemoProduct): string | null {
  return product.viscosity ?? product.specificationArea;
}

/** The name without the grade already shown in the badge. */
function labelTitle(product: DemoProduct): string {
  const badge = labelBadge(product);
  const title = badge ? product.name.replace(badge, '') : product.name;
  return title.replace(/\s{2,}/g, ' ').trim() || product.name;
}

/**
 * The label's contents, stacked top to bottom (brand, stripes, title, badge, line) and scaled
 * down as a whole when a narrow label cannot hold them at the natural size.
 */
function drawLabel(product: DemoProduct, subCategoryName: string, livery: BrandLivery, box: Box, radius: number) {
  const pad = Math.max(14, box.width * 0.07);
  const innerWidth = box.width - pad * 2;
  const centerX = box.x + box.width / 2;
  const wide = box.width / box.height > 1.5;
  const brandSize = Math.min(innerWidth * 0.13, 34);
  const titleText = labelTitle(product);
  const badge = labelBadge(product);
  let titleSize = Math.min(innerWidth * 0.14, 40);
  const maxTitleLines = wide ? 2 : 4;
  let lines = wrapText(titleText, titleSize, innerWidth);
  while (lines.length > maxTitleLines && titleSize > 16) {
    titleSize *= 0.9;
    lines = wrapText(titleText, titleSize, innerWidth);
  }
  const badgeSize = badge ? Math.min(innerWidth * 0.16, wide ? 34 : 44) : 0;
  const lineSize = Math.min(innerWidth * 0.075, 17);

  const brandBlock = brandSize * 1.4;
  const stripeBlock = 18;
  const titleBlock = lines.length * titleSize * 1.12;
  const badgeBlock = badge ? badgeSize * 1.75 : 0;
  const lineBlock = lineSize * 1.8;
  const natural = brandBlock + stripeBlock + titleBlock + badgeBlock + lineBlock + pad * 1.2;
  const scale = Math.min(1, box.height / natural);
  const spare = Math.max(0, box.height - natural * scale);

  const parts: string[] = [
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="${radius}" fill="${livery.label}"/>`,
  ];
  let y = box.y + pad * 0.6 * scale;
  parts.push(
    renderTextPath(product.brand?.toUpperCase() ?? 'RENNFELD', {
      x: centerX,
      y: y + brandSize * scale,
      size: brandSize * scale,
      fill: livery.wordmark,
      anchor: 'middle',
      letterSpacing: 0.1,
      maxWidth: innerWidth,
    }),
  );
  y += brandBlock * scale;
  const stripeY = y + 2;
  parts.push(
    `<path d="M${box.x} ${stripeY} H${box.x + box.width} V${stripeY + 6 * scale} H${box.x}Z" fill="${livery.accent}"/>`,
    `<path d="M${box.x} ${stripeY + 9 * scale} H${box.x + box.width} V${stripeY + 12 * scale} H${box.x}Z" fill="${livery.secondAccent}"/>`,
  );
  y += stripeBlock * scale + spare * 0.35;
  parts.push(
    renderTextBlock(titleText, {
      x: centerX,
      y: y + titleSize * scale,
      size: titleSize * scale,
      lineHeight: titleSize * 1.12 * scale,
      maxLines: maxTitleLines,
      maxWidth: innerWidth,
      fill: livery.labelInk,
      anchor: 'middle',
    }).svg,
  );
  y += titleBlock * scale + spare * 0.3;
  if (badge) {
    const size = badgeSize * scale;
    const width = Math.min(innerWidth, measureText(badge, size) + size * 1.1);
    const height = size * 1.45;
    const top = y + size * 0.15;
    parts.push(
      `<rect x="${centerX - width / 2}" y="${top}" width="${width}" height="${height}" rx="${height * 0.22}" fill="${livery.accent}"/>`,
      renderTextPath(badge, {
        x: centerX,
        y: top + height * 0.74,
        size,
        fill: chooseInkOn(livery.accent),
        anchor: 'middle',
        maxWidth: width - size * 0.5,
      }),
    );
    y += badgeBlock * scale;
  }
  parts.push(
    renderTextPath(subCategoryName.toUpperCase(), {
      x: centerX,
      y: box.y + box.height - pad * 0.7 * scale,
      size: lineSize * scale,
      fill: livery.labelInk,
      opacity: 0.75,
      anchor: 'middle',
      letterSpacing: 0.08,
      maxWidth: innerWidth,
      face: 'condensedBold',
    }),
  );
  return parts.join('');
}

/** The container with its label, in the 800 × 800 frame, without background (covers reuse it). */
export function drawProductContainer(product: DemoProduct, subCategoryName: string): string {
  const livery = findBrandLivery(product.brand);
  const container = CONTAINERS[product.shape](livery);
  return (
    container.body +
    drawLabel(product, subCategoryName, livery, container.label, container.labelRadius) +
    container.shading
  );
}

export function renderProductArtworkDefs(): string {
  return SHADE_DEFS;
}

export function renderProductArtwork(product: DemoProduct, subCategoryName: string, accent: string): string {
  const size = PRODUCT_IMAGE_SIZE;
  const backdrop =
    // A flat backdrop: gradients here would triple the PNG size of every product picture.
    `<rect width="${size}" height="${size}" fill="#F1EEE8"/>` +
    `<path d="M-40 640 L380 -40 H470 L50 640Z" fill="${accent}" fill-opacity="0.07"/>` +
    `<path d="M60 700 L480 20 H520 L100 700Z" fill="${PALETTE.gold}" fill-opacity="0.08"/>` +
    `<ellipse cx="400" cy="704" rx="290" ry="30" fill="url(#floor)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs>${SHADE_DEFS}</defs>${backdrop}${drawProductContainer(product, subCategoryName)}</svg>`
  );
}
