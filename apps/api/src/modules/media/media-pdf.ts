import { createRequire } from 'node:module';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { dirname, join } from 'node:path';
import { MEDIA_MESSAGES } from '@rennfeld/contract/staff';
import { UnsupportedMediaTypeError } from '../../lib/errors.ts';

/** The width of a generated catalogue cover, the demo covers' width. */
const COVER_WIDTH = 720;

const PDF_SIGNATURE = Buffer.from('%PDF-');

/** PDF.js's copies of the 14 standard PDF fonts, for PDFs that use them without embedding them. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * Opens a PDF with PDF.js and hands its document to `use`. A file that does not start like a PDF,
 * or that PDF.js cannot open, is refused (415). Scripts in the PDF are never run
 * (`isEvalSupported: false`; PDF.js runs no JavaScript).
 */
async function withPdf<Result>(upload: Buffer, use: (document: PDFDocumentProxy) => Promise<Result>): Promise<Result> {
  // The header may follow a little junk (the PDF standard allows 1 KiB of it).
  if (upload.subarray(0, 1024).indexOf(PDF_SIGNATURE) === -1)
    throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.notPdf);
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(upload),
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  });
  try {
    const document = await task.promise.catch(() => {
      throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.notPdf);
    });
    return await use(document);
  } finally {
    await task.destroy();
  }
}

/** Refuses (415) a file that is not a PDF PDF.js can open and read a first page of. */
export async function checkPdf(upload: Buffer): Promise<void> {
  await withPdf(upload, async (document) => {
    await document.getPage(1).catch(() => {
      throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.notPdf);
    });
  });
}

/** Reads an uploaded PDF and draws its first page as a PNG, the cover of a catalogue that has none. */
export async function renderPdfCover(upload: Buffer): Promise<Buffer> {
  const { createCanvas } = await import('@napi-rs/canvas');
  return withPdf(upload, async (document) => {
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale: COVER_WIDTH / page.getViewport({ scale: 1 }).width });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext('2d');
    // A page without a background is transparent: the cover is white paper, as printed.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // PDF.js is typed for the browser's canvas; @napi-rs/canvas is the same API on the server.
    type RenderParameters = Parameters<typeof page.render>[0];
    await page.render({
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise;
    return canvas.toBuffer('image/png');
  });
}
