import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { listProductsOfCatalogue, type DemoContent, type DemoProduct } from '../demo-content.ts';
import { renderCataloguePdf, type CatalogueEntry } from './catalogue-pdf.ts';
import { renderDataSheetPdf } from './data-sheet-pdf.ts';
import { DEMO_MEDIA_STAMP, demoMediaPresent } from './media-stamp.ts';
import { renderCatalogueCover, renderCover } from './cover-artwork.ts';
import { PALETTE, hashText } from './palette.ts';
import { renderPortrait } from './portrait-artwork.ts';
import { renderProductArtwork } from './product-artwork.ts';
import { releaseFonts } from './text-paths.ts';

interface ImageSize {
  width: number;
  height: number;
}

interface MediaImageSpec extends ImageSize {
  /** Storage folder of SPEC §3. */
  folder: string;
  /** A smaller copy with the same file name in `{folder}/thumb/`. */
  thumb?: ImageSize;
  /**
   * Covers have large gradients that only a quantised palette keeps small; product pictures have
   * flat backdrops and are as small in true colour, which encodes ten times faster.
   */
  png: 'palette' | 'truecolor';
}

/** Every image kind the seeded rows reference, with its storage folder and pixel size. */
const MEDIA_IMAGE_SPECS = {
  product: { folder: 'product', width: 800, height: 800, thumb: { width: 400, height: 400 }, png: 'truecolor' },
  category: { folder: 'category', width: 1200, height: 675, png: 'palette' },
  conceptCategory: {
    folder: 'concept-category',
    width: 1200,
    height: 675,
    thumb: { width: 480, height: 270 },
    png: 'palette',
  },
  concept: { folder: 'concept', width: 960, height: 540, png: 'palette' },
  news: { folder: 'news', width: 1200, height: 675, thumb: { width: 480, height: 270 }, png: 'palette' },
  catalogue: { folder: 'catalogue', width: 720, height: 960, png: 'palette' },
  teamMember: { folder: 'team-members', width: 600, height: 600, png: 'palette' },
  about: { folder: 'about', width: 1200, height: 800, png: 'palette' },
  partnership: { folder: 'partnership', width: 800, height: 450, png: 'palette' },
} as const satisfies Record<string, MediaImageSpec>;

/** How many pictures are rasterised at once: sharp already uses threads, 3 keeps 2 cores busy. */
const CONCURRENCY = 3;

interface ImageJob {
  spec: MediaImageSpec;
  file: string;
  render: () => string;
  /** Receives the full-size raster, for the catalogue PDFs. */
  keep?: (image: sharp.Sharp) => Promise<void>;
}

/** The `.webp` sibling of a stored image name. */
function webpNameOf(file: string): string {
  return file.replace(/\.[a-z0-9]+$/i, '.webp');
}

/**
 * Writes every image and PDF the demo rows reference under `storageDir/{folder}/{file}`, each
 * image with a `.webp` sibling and, where the SPEC has one, a thumbnail. Returns false without
 * doing anything when an earlier run completed (its stamp file exists).
 */
export async function generateDemoMedia(storageDir: string, content: DemoContent): Promise<boolean> {
  if (demoMediaPresent(storageDir)) return false;

  const productThumbnails = new Map<string, Buffer>();
  const catalogueCovers = new Map<string, Buffer>();
  const jobs = planImageJobs(content, productThumbnails, catalogueCovers);
  const folders = new Set(
    jobs.flatMap(({ spec }) => (spec.thumb ? [spec.folder, `${spec.folder}/thumb`] : [spec.folder])),
  );
  await Promise.all([...folders].map((folder) => mkdir(join(storageDir, folder), { recursive: true })));

  await runPool(jobs, CONCURRENCY, (job) => writeImage(storageDir, job)).finally(releaseFonts);
  await runPool(content.catalogues, 2, async (catalogue) => {
    const pdf = await renderCataloguePdf({
      title: catalogue.name,
      subtitle: catalogue.subtitle,
      coverImage: catalogueCovers.get(catalogue.slug)!,
      coverAspect: MEDIA_IMAGE_SPECS.catalogue.width / MEDIA_IMAGE_SPECS.catalogue.height,
      entries: catalogueEntries(content, listProductsOfCatalogue(catalogue, content), productThumbnails),
      sizes: new Map(content.containerSizes.map(({ key, ...size }) => [key, size])),
      createdAt: new Date(content.updatedAt),
    });
    await writeFile(join(storageDir, MEDIA_IMAGE_SPECS.catalogue.folder, catalogue.pdf), pdf);
  });

  const dataSheets = content.products.flatMap((product) =>
    product.documents.map((document) => {
      // Its place among the versions of that kind and language, oldest first.
      const version = product.documents.filter(
        (other) =>
          other.kind === document.kind &&
          other.language === document.language &&
          other.versionDate <= document.versionDate,
      ).length;
      return { product, document, version };
    }),
  );
  await mkdir(join(storageDir, 'documents'), { recursive: true });
  await runPool(dataSheets, 2, async ({ product, document, version }) => {
    const pdf = await renderDataSheetPdf({ ...document, product, version });
    await writeFile(join(storageDir, 'documents', document.file), pdf);
  });

  await writeFile(
    join(storageDir, DEMO_MEDIA_STAMP),
    `${JSON.stringify({ images: jobs.length, pdfs: content.catalogues.length, dataSheets: dataSheets.length })}\n`,
  );
  return true;
}

function subCategoryNameOf(content: DemoContent, product: DemoProduct): string {
  const category = content.categories.find((entry) => entry.slug === product.categorySlug)!;
  return category.subCategories.find((sub) => sub.slug === product.subCategorySlug)?.name ?? category.name;
}

function planImageJobs(
  content: DemoContent,
  productThumbnails: Map<string, Buffer>,
  catalogueCovers: Map<string, Buffer>,
): ImageJob[] {
  const specs = MEDIA_IMAGE_SPECS;
  const accentOf = (slug: string) =>
    content.categories.find((category) => category.slug === slug)?.accent ?? PALETTE.red;
  const jobs: ImageJob[] = [];

  for (const product of content.products) {
    jobs.push({
      spec: specs.product,
      file: product.image,
      render: () => renderProductArtwork(product, subCategoryNameOf(content, product), accentOf(product.categorySlug)),
      keep: async (image) => {
        productThumbnails.set(product.slug, await image.resize(200, 200).jpeg({ quality: 80 }).toBuffer());
      },
    });
  }
  for (const category of content.categories) {
    jobs.push({
      spec: specs.category,
      file: category.image,
      render: () =>
        renderCover({
          ...specs.category,
          kicker: 'Product category',
          title: category.name,
          subtitle: category.subCategories.map((sub) => sub.name).join(' · '),
          motif: category.motif,
          accent: category.accent,
          tone: 'dark',
        }),
    });
  }
  for (const conceptCategory of content.conceptCategories) {
    jobs.push({
      spec: specs.conceptCategory,
      file: conceptCategory.image,
      render: () =>
        renderCover({
          ...specs.conceptCategory,
          kicker: 'Premium concept',
          title: conceptCategory.name,
          subtitle: `${conceptCategory.concepts.length} concepts`,
          motif: conceptCategory.motif,
          accent: PALETTE.gold,
          tone: 'red',
        }),
    });
    for (const concept of conceptCategory.concepts) {
      jobs.push({
        spec: specs.concept,
        file: concept.image,
        render: () =>
          renderCover({
            ...specs.concept,
            kicker: conceptCategory.name,
            title: concept.name,
            motif: concept.motif,
            accent: PALETTE.red,
            tone: 'light',
          }),
      });
    }
  }
  const newsTones = ['dark', 'red', 'dark', 'light'] as const;
  content.news.forEach((news, index) => {
    jobs.push({
      spec: specs.news,
      file: news.image,
      render: () =>
        renderCover({
          ...specs.news,
          kicker: `News · ${new Date(news.createdAt).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
          title: news.name,
          motif: news.motif,
          accent: index % 2 === 0 ? PALETTE.red : PALETTE.gold,
          tone: newsTones[index % newsTones.length]!,
        }),
    });
  });
  for (const catalogue of content.catalogues) {
    const products = listProductsOfCatalogue(catalogue, content);
    // Three differently shaped containers make the most interesting group on the cover.
    const showcase = pickShowcase(products).map((product) => ({
      product,
      subCategoryName: subCategoryNameOf(content, product),
    }));
    jobs.push({
      spec: specs.catalogue,
      file: catalogue.image,
      render: () =>
        renderCatalogueCover({
          ...specs.catalogue,
          title: catalogue.name,
          subtitle: catalogue.subtitle,
          edition: `EDITION ${new Date(content.updatedAt).getUTCFullYear()}`,
          showcase,
        }),
      keep: async (image) => {
        catalogueCovers.set(catalogue.slug, await image.png({ compressionLevel: 9 }).toBuffer());
      },
    });
  }
  for (const member of content.teamMembers) {
    jobs.push({ spec: specs.teamMember, file: member.image, render: () => renderPortrait(member.name) });
  }
  content.aboutBlocks.forEach((block, index) => {
    jobs.push({
      spec: specs.about,
      file: block.image,
      render: () =>
        renderCover({
          ...specs.about,
          kicker: 'About Rennfeld',
          title: block.title,
          motif: block.motif,
          accent: index % 2 === 0 ? PALETTE.red : PALETTE.gold,
          tone: index % 2 === 0 ? 'dark' : 'light',
        }),
    });
  });
  const partnerAccents = [PALETTE.red, PALETTE.gold, '#2F7FC1', '#2E9E6A', '#E07A1F'];
  for (const partner of content.partnerships) {
    jobs.push({
      spec: specs.partnership,
      file: partner.image,
      render: () =>
        renderCover({
          ...specs.partnership,
          kicker: 'Motorsport partner',
          title: partner.name,
          subtitle: partner.series,
          motif: partner.motif,
          accent: partnerAccents[hashText(partner.name) % partnerAccents.length]!,
          tone: 'dark',
        }),
    });
  }
  return jobs;
}

function pickShowcase(products: DemoProduct[]): DemoProduct[] {
  const picked: DemoProduct[] = [];
  for (const product of products) {
    if (picked.length < 3 && !picked.some((entry) => entry.shape === product.shape)) picked.push(product);
  }
  for (const product of products) {
    if (picked.length < 3 && !picked.includes(product)) picked.push(product);
  }
  return picked;
}

function catalogueEntries(
  content: DemoContent,
  products: DemoProduct[],
  thumbnails: ReadonlyMap<string, Buffer>,
): CatalogueEntry[] {
  return products.map((product) => ({
    product,
    categoryName: content.categories.find((category) => category.slug === product.categorySlug)!.name,
    subCategoryName: subCategoryNameOf(content, product),
    image: thumbnails.get(product.slug)!,
  }));
}

/**
 * Rasterises the SVG once, then encodes from the raw pixels: the PNG original, its WebP sibling
 * and the thumbnail pair.
 */
async function writeImage(storageDir: string, job: ImageJob): Promise<void> {
  const { spec } = job;
  const { data, info } = await sharp(Buffer.from(job.render()))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raster = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const folder = join(storageDir, spec.folder);
  const pngOptions = PNG_OPTIONS[spec.png];
  const writes: Array<Promise<unknown>> = [
    raster().png(pngOptions).toFile(join(folder, job.file)),
    raster()
      .webp(WEBP_OPTIONS)
      .toFile(join(folder, webpNameOf(job.file))),
  ];
  if (spec.thumb) {
    const thumb = () => raster().resize(spec.thumb!.width, spec.thumb!.height, { fit: 'cover', kernel: 'lanczos3' });
    writes.push(
      thumb()
        .png(pngOptions)
        .toFile(join(folder, 'thumb', job.file)),
      thumb()
        .webp(WEBP_OPTIONS)
        .toFile(join(folder, 'thumb', webpNameOf(job.file))),
    );
  }
  if (job.keep) writes.push(job.keep(raster()));
  await Promise.all(writes);
}

const PNG_OPTIONS: Record<MediaImageSpec['png'], sharp.PngOptions> = {
  // Without dithering the artwork shows no banding and compresses to a third of true colour.
  palette: { palette: true, quality: 95, effort: 1, dither: 0, compressionLevel: 9 },
  truecolor: { compressionLevel: 6 },
};
const WEBP_OPTIONS: sharp.WebpOptions = { quality: 82, effort: 2 };

async function runPool<T>(items: T[], limit: number, worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await worker(item);
    }
  });
  await Promise.all(runners);
}
