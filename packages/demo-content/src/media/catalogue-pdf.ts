import { computeUnitPrice } from '@rennfeld/contract';
import PDFDocument from 'pdfkit';
import type { DemoProduct } from '../demo-content.ts';
import { PALETTE } from './palette.ts';

/** A container size as the price table names it and works out its unit price. */
interface CatalogueSize {
  name: string;
  quantity: number;
  unit: string;
}

/** One product in a catalogue, with what the PDF shows beside it. */
export interface CatalogueEntry {
  product: DemoProduct;
  categoryName: string;
  subCategoryName: string | null;
  /** A small JPEG or PNG of the product. */
  image: Buffer;
}

export interface CataloguePdfOptions {
  title: string;
  subtitle: string;
  /** The catalogue's cover artwork (PNG), shown full width on page 1. */
  coverImage: Buffer;
  coverAspect: number;
  entries: CatalogueEntry[];
  sizes: ReadonlyMap<string, CatalogueSize>;
  /** Fixed creation date, so the same content gives the same file. */
  createdAt: Date;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48, footer: 28 };
const GREY = '#6B6F78';
const LINE = '#DADCE0';

const priceFormat = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });

/** Each price with its price per litre or kilogram, as everywhere prices are shown (PAngV §4). */
function formatPrices(price: number, size: CatalogueSize | undefined): { price: string; unitPrice: string } {
  const unitPrice = size ? computeUnitPrice(price, size.quantity, size.unit) : null;
  return {
    price: priceFormat.format(price),
    unitPrice: unitPrice ? `${priceFormat.format(unitPrice.amount)} / 1 ${unitPrice.per}` : '',
  };
}

function entryHeight(entry: CatalogueEntry): number {
  return Math.max(76, 40 + 13 * (entry.product.variants.length + 1)) + 14;
}

/**
 * A real, printable catalogue: a cover page with the artwork, then every product grouped by
 * category with its sizes, product numbers, prices and unit prices, and page numbers in the footer.
 * Helvetica is built into every PDF reader, so no font file is needed.
 */
export function renderCataloguePdf(options: CataloguePdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: options.title,
      Author: 'Rennfeld Lubricants GmbH',
      Subject: options.subtitle,
      CreationDate: options.createdAt,
      ModDate: options.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawCoverPage(doc, options);
  drawListing(doc, options);
  drawFooters(doc, options.title);
  doc.end();
  return finished;
}

function drawCoverPage(doc: PDFKit.PDFDocument, options: CataloguePdfOptions): void {
  // Page options replace the document's, so the size is repeated here.
  doc.addPage({ size: 'A4', margin: 0 });
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(PALETTE.carbon);
  const imageHeight = Math.min(PAGE.height - 50, PAGE.width / options.coverAspect);
  doc.image(options.coverImage, 0, 0, { width: PAGE.width, height: imageHeight });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#A9ACB3')
    .text('Rennfeld Lubricants GmbH  ·  rennfeld-lubricants.example', 0, PAGE.height - 32, {
      width: PAGE.width,
      align: 'center',
      lineBreak: false,
    });
}

function startListingPage(doc: PDFKit.PDFDocument): number {
  doc.addPage({ size: 'A4', margin: PAGE.margin });
  return PAGE.margin;
}

function drawListing(doc: PDFKit.PDFDocument, options: CataloguePdfOptions): void {
  const contentWidth = PAGE.width - PAGE.margin * 2;
  const bottom = PAGE.height - PAGE.margin - PAGE.footer;
  let y = startListingPage(doc);

  doc.font('Helvetica-Bold').fontSize(22).fillColor(PALETTE.carbon).text(options.title, PAGE.margin, y);
  y = doc.y + 4;
  doc.font('Helvetica').fontSize(11).fillColor(GREY).text(options.subtitle, PAGE.margin, y);
  y = doc.y + 8;
  doc
    .fontSize(8.5)
    .text(
      'All prices in euros including VAT, plus shipping costs. Delivery within Germany only, 1-3 working days. ' +
        `${options.entries.length} products in this catalogue.`,
      PAGE.margin,
      y,
      { width: contentWidth },
    );
  y = doc.y + 18;

  let currentCategory = '';
  for (const entry of options.entries) {
    const height = entryHeight(entry);
    const needsHeading = entry.categoryName !== currentCategory;
    if (y + height + (needsHeading ? 34 : 0) > bottom) y = startListingPage(doc);
    if (needsHeading) {
      currentCategory = entry.categoryName;
      doc.rect(PAGE.margin, y, 6, 18).fill(PALETTE.red);
      doc
        .font('Helvetica-Bold')
        .fontSize(15)
        .fillColor(PALETTE.carbon)
        .text(entry.categoryName, PAGE.margin + 14, y + 2, { lineBreak: false });
      y += 34;
    }
    drawEntry(doc, entry, y, contentWidth, options.sizes);
    y += height;
  }
}

function drawEntry(
  doc: PDFKit.PDFDocument,
  entry: CatalogueEntry,
  top: number,
  contentWidth: number,
  sizes: ReadonlyMap<string, CatalogueSize>,
): void {
  const { product } = entry;
  const left = PAGE.margin;
  const textLeft = left + 80;
  const textWidth = contentWidth - 80;
  doc.image(entry.image, left, top, { width: 66, height: 66 });

  doc
    .font('Helvetica-Bold')
    .fontSize(11.5)
    .fillColor(PALETTE.carbon)
    .text(product.name, textLeft, top, { width: textWidth, lineBreak: false });
  const facts = [entry.subCategoryName, product.brand, product.viscosity, product.specificationArea].filter(Boolean);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(facts.join('  ·  '), textLeft, top + 15, { width: textWidth, lineBreak: false });

  const columns = { size: textLeft, number: textLeft + 90, price: textLeft + 190, unitPrice: textLeft + 280 };
  let rowY = top + 32;
  doc.font('Helvetica-Bold').fontSize(7.5).fillColor(GREY);
  doc.text('SIZE', columns.size, rowY, { lineBreak: false });
  doc.text('PRODUCT NO.', columns.number, rowY, { lineBreak: false });
  doc.text('PRICE', columns.price, rowY, { width: 80, align: 'right', lineBreak: false });
  doc.text('UNIT PRICE', columns.unitPrice, rowY, { width: 90, align: 'right', lineBreak: false });
  doc.font('Helvetica').fontSize(9).fillColor(PALETTE.carbon);
  for (const variant of product.variants) {
    rowY += 13;
    const size = sizes.get(variant.size);
    const prices = formatPrices(variant.price, size);
    doc.text(size?.name ?? variant.size, columns.size, rowY, { lineBreak: false });
    doc.text(variant.productNumber, columns.number, rowY, { lineBreak: false });
    doc.text(prices.price, columns.price, rowY, { width: 80, align: 'right', lineBreak: false });
    doc.text(prices.unitPrice, columns.unitPrice, rowY, { width: 90, align: 'right', lineBreak: false });
  }
  const separatorY = top + entryHeight(entry) - 8;
  doc
    .moveTo(left, separatorY)
    .lineTo(left + contentWidth, separatorY)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
}

function drawFooters(doc: PDFKit.PDFDocument, title: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start + 1; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would make pdfkit open a new page; lift the margin first.
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin + 8;
    doc
      .moveTo(PAGE.margin, y - 8)
      .lineTo(PAGE.width - PAGE.margin, y - 8)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(`Rennfeld Motorsport Lubricants  ·  ${title}`, PAGE.margin, y, { lineBreak: false });
    doc.text(`Page ${index + 1} of ${range.count}`, PAGE.margin, y, {
      width: PAGE.width - PAGE.margin * 2,
      align: 'right',
      lineBreak: false,
    });
  }
}
