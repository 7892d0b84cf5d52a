import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import { slugify } from '@rennfeld/contract/staff';
import type { Database, DatabaseDialect } from '../apps/api/src/db/database.ts';
import { htmlToText, sanitizeRichText } from '../apps/api/src/lib/rich-text.ts';
import { searchTextOf } from '../apps/api/src/lib/product-search/search-text.ts';
import { describeContainerSize } from '../apps/api/test/builders.ts';

/**
 * A synthetic catalogue of any size with the shape of the demo catalogue: five categories with
 * sub-categories, SAE grades and specifications that fit each category, a long tail of brands and
 * manufacturers, one to five container sizes per product. Rows are stored the way the content import
 * and the test builders store them (sanitised details, plain-text summary, normalised search text,
 * lowest price in minor units). Deterministic: the same size gives the same rows.
 */

type Db = Kysely<Database>;

interface CategoryPlan {
  name: string;
  slug: string;
  /** Share of all products. */
  weight: number;
  subCategories: Array<{ name: string; slug: string }>;
  viscosities: string[];
  specifications: string[];
  /** Product-line words; a name is `{line} {model} {grade or kind}`. */
  lines: string[];
  kinds: string[];
  sizes: string[];
  /** Price of the smallest size, in major units. */
  basePrice: [number, number];
}

const CATEGORY_PLANS: CategoryPlan[] = [
  {
    name: 'Engine Oils',
    slug: 'engine-oils',
    weight: 0.4,
    subCategories: [
      { name: 'Racing', slug: 'racing' },
      { name: 'Passenger Car', slug: 'passenger-car' },
      { name: 'Classic & Vintage', slug: 'classic-vintage' },
      { name: 'Motorcycle', slug: 'motorcycle' },
      { name: 'Diesel & Commercial', slug: 'diesel-commercial' },
    ],
    viscosities: [
      '0W-8',
      '0W-16',
      '0W-20',
      '0W-30',
      '0W-40',
      '5W-20',
      '5W-30',
      '5W-40',
      '5W-50',
      '10W-30',
      '10W-40',
      '10W-50',
      '10W-60',
      '15W-40',
      '15W-50',
      '20W-50',
      'SAE 30',
      'SAE 50',
    ],
    specifications: [
      'ACEA A3/B4',
      'ACEA A5/B5',
      'ACEA C2',
      'ACEA C3',
      'ACEA C5',
      'ACEA E6',
      'API SP',
      'API SN',
      'API SL',
      'API CK-4',
      'ILSAC GF-6A',
      'JASO MA2',
      'JASO MB',
      'VW 504 00/507 00',
      'MB 229.51',
      'BMW Longlife-04',
      'Porsche C40',
    ],
    lines: ['Track', 'Sprint', 'Qualifying', 'Endurance', 'Grand Tourer', 'Rally', 'Circuit', 'Paddock', 'Pole'],
    kinds: ['Formula', 'Ester', 'Synthetic', 'Low Friction', 'Longlife', 'Classic', 'Power', 'Protect', 'Pro'],
    sizes: ['1l', '4l', '5l', '20l', '60l', '208l'],
    basePrice: [9, 32],
  },
  {
    name: 'Gear & Transmission Oils',
    slug: 'gear-transmission-oils',
    weight: 0.2,
    subCategories: [
      { name: 'Manual Gearbox', slug: 'manual-gearbox' },
      { name: 'Differential & Axle', slug: 'differential-axle' },
      { name: 'Automatic & DCT', slug: 'automatic-dct' },
      { name: 'Sequential & Racing Gearbox', slug: 'sequential-racing' },
    ],
    viscosities: ['75W', '75W-80', '75W-85', '75W-90', '75W-140', '80W-90', '85W-140', 'ATF'],
    specifications: ['API GL-4', 'API GL-5', 'API GL-4/GL-5', 'API MT-1', 'Dexron VI', 'Mercon LV', 'ZF TE-ML 14'],
    lines: ['Shift', 'Diff', 'Torque', 'Sequential', 'Gearbox', 'Axle', 'Transfer'],
    kinds: ['Gear Oil', 'Transmission Fluid', 'LSD', 'Synchro', 'DCT Fluid', 'Racing'],
    sizes: ['500ml', '1l', '4l', '5l', '20l', '60l'],
    basePrice: [11, 38],
  },
  {
    name: 'Racing Fluids',
    slug: 'racing-fluids',
    weight: 0.15,
    subCategories: [
      { name: 'Brake Fluids', slug: 'brake-fluids' },
      { name: 'Coolants', slug: 'coolants' },
      { name: 'Fuel Additives', slug: 'fuel-additives' },
      { name: 'Hydraulic & Suspension', slug: 'hydraulic-suspension' },
    ],
    viscosities: ['ISO VG 10', 'ISO VG 32', 'ISO VG 46', 'SAE 5W', 'SAE 10W'],
    specifications: ['DOT 4', 'DOT 5.1', 'ASTM D3306', 'DIN 51524-2', 'ISO 4925 Class 6', 'G12++'],
    lines: ['Stop', 'Cool', 'Octane', 'Damper', 'Brake', 'Radiator', 'Fork'],
    kinds: ['Racing Brake Fluid', 'Coolant', 'Booster', 'Hydraulic Oil', 'Fork Oil', 'Cleaner Additive'],
    sizes: ['400ml', '500ml', '1l', '5l', '20l'],
    basePrice: [6, 24],
  },
  {
    name: 'Care & Cleaning',
    slug: 'care-cleaning',
    weight: 0.15,
    subCategories: [
      { name: 'Engine & Parts Cleaners', slug: 'engine-parts-cleaners' },
      { name: 'Exterior Care', slug: 'exterior-care' },
      { name: 'Interior Care', slug: 'interior-care' },
      { name: 'Chain Care', slug: 'chain-care' },
    ],
    viscosities: [],
    specifications: [],
    lines: ['Gloss', 'Clean', 'Shine', 'Chain', 'Cockpit', 'Rim', 'Engine Bay'],
    kinds: ['Cleaner', 'Wax', 'Polish', 'Lube', 'Degreaser', 'Shampoo', 'Spray'],
    sizes: ['400ml', '500ml', '1l', '5l'],
    basePrice: [4, 16],
  },
  {
    name: 'Greases & Service',
    slug: 'greases-service',
    weight: 0.1,
    subCategories: [
      { name: 'Greases', slug: 'greases' },
      { name: 'Assembly Pastes', slug: 'assembly-pastes' },
      { name: 'Workshop Sprays', slug: 'workshop-sprays' },
    ],
    viscosities: [],
    specifications: ['NLGI 1', 'NLGI 2', 'NLGI 3', 'DIN 51825 KP2K-30'],
    lines: ['Bearing', 'Copper', 'Ceramic', 'Lithium', 'Silicone', 'Contact', 'Rust'],
    kinds: ['Grease', 'Paste', 'Spray', 'Lubricant', 'Penetrant'],
    sizes: ['400ml', '500ml', '1l', '5l', '20l'],
    basePrice: [5, 19],
  },
];

/** A long tail: the first brands carry most products (weights fall like 1/rank). */
const BRANDS = [
  'Rennfeld',
  'Rennfeld Competition',
  'Velotrax',
  'Rennfeld Care',
  'Nordhaven Classic',
  'Apex Dynamics',
  'Kaltform',
  'Marlow',
  'Sorvik',
  'Ferrovia',
  'Lindqvist',
  'Castellan',
];
const MANUFACTURERS = [
  'Rennfeld Lubricants GmbH',
  'Apex Dynamics Ltd.',
  'Hallberg Chemie KG',
  'Marlow Fluid Technologies',
  'Sorvik Blending AS',
  'Castellan Industrie S.p.A.',
];
const CONTAINER_SIZES = ['400ml', '500ml', '1l', '4l', '5l', '20l', '60l', '208l'];

const LEADS = [
  'is a fully synthetic answer to high-revving engines that spend their weekends at the limiter.',
  'combines polyalphaolefin and ester base stocks for short, brutal sessions.',
  'cuts internal friction to free up power where every tenth of a second matters.',
  'keeps its film strength through long stints at high oil temperatures.',
  'is blended and tested in-house for road and track.',
  'protects highly loaded parts from the first cold start to the last lap.',
  'is the workshop choice for clean, quick and safe service work.',
  'was developed with our partner teams over three endurance seasons.',
];
const BENEFITS = [
  'Shear-stable film for consistent pressure',
  'Low evaporation loss over a race weekend',
  'Cleans deposits off the valve train',
  'Anti-foam package tested under high lateral load',
  'Compatible with seals and catalytic converters',
  'Wide temperature range from -40 °C to 150 °C',
  'Corrosion protection for long storage',
  'Residue-free on painted and plastic surfaces',
  'Biodegradable base fluid',
  'Fast penetration into tight gaps',
];
const USES = [
  'For track-day and club-racing engines where the builder calls for this grade.',
  'For everyday cars whose handbook lists this specification.',
  'For workshops, race transporters and home garages.',
  'Change after every two to three event weekends.',
];

/** mulberry32: small, fast, deterministic. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickWeighted<T>(random: () => number, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = random() * total;
  for (let i = 0; i < items.length; i += 1) {
    roll -= weights[i]!;
    if (roll < 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

/** Zipf-like weights: the first item is the most common. */
const zipf = (count: number) => Array.from({ length: count }, (_, i) => 1 / (i + 1));

/** Zipf-like weights in a shuffled order, so the most common grade is not simply the first in SAE order. */
function shuffledZipf(random: () => number, count: number): number[] {
  return shuffle(random, zipf(count));
}

function shuffle<T>(random: () => number, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/**
 * Details are built from templates with the product name in them. Sanitising 100 000 documents
 * one by one takes longer than storing them, so each template is sanitised once with a marker
 * where the name goes; names hold no HTML-special characters, so replacing the marker gives
 * exactly what sanitizeRichText and htmlToText give for the whole document (checked on the
 * first products of every run).
 */
const NAME_MARKER = 'XNAMEMARKERX';
const templateCache = new Map<string, { details: string; summary: string }>();

function detailsHtml(name: string, lead: number, benefits: number[], use: number): string {
  return (
    `<p><strong>${name}</strong> ${LEADS[lead]}</p>` +
    `<ul>${benefits.map((b) => `<li>${BENEFITS[b]}</li>`).join('')}</ul>` +
    `<p>${USES[use]}</p>`
  );
}

function buildDetails(name: string, lead: number, benefits: number[], use: number, verify: boolean) {
  const key = `${lead}:${benefits.join(',')}:${use}`;
  let template = templateCache.get(key);
  if (!template) {
    const details = sanitizeRichText(detailsHtml(NAME_MARKER, lead, benefits, use));
    template = { details, summary: htmlToText(details) };
    templateCache.set(key, template);
  }
  const result = {
    details: template.details.replace(NAME_MARKER, name),
    summary: template.summary.replace(NAME_MARKER, name),
  };
  if (verify) {
    const direct = sanitizeRichText(detailsHtml(name, lead, benefits, use));
    if (direct !== result.details || htmlToText(direct) !== result.summary) {
      throw new Error(`Template details differ from sanitised details for ${name}`);
    }
  }
  return result;
}

export interface GeneratedCatalogue {
  products: number;
  variants: number;
  /** Category slug → number of products, largest first. */
  categorySizes: Array<{ slug: string; products: number }>;
  /** Slug and name of every product, in a shuffled order. */
  shuffled: Array<{ slug: string; name: string }>;
  /** Per category slug: the option slugs its products use per filter group, most used first. */
  options: Record<string, Record<'viscosity' | 'specification_area' | 'brand' | 'container_size', string[]>>;
  durationMs: number;
}

const BATCH_ROWS = 1000;

/** Fills an empty, migrated database with `count` products and their variants, in one transaction. */
export async function generateCatalogue(
  db: Db,
  dialect: DatabaseDialect,
  count: number,
  seed = 20261122,
): Promise<GeneratedCatalogue> {
  const started = performance.now();
  const random = createRandom(seed ^ count);
  const now = new Date().toISOString();

  const result = await db.transaction().execute(async (trx) => {
    const insertAll = async <T extends keyof Database>(table: T, rows: Array<Insertable<Database[T]>>) => {
      for (let i = 0; i < rows.length; i += BATCH_ROWS) {
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + BATCH_ROWS) as never)
          .execute();
      }
    };
    const attribute = async (
      table: 'brands' | 'manufacturers' | 'viscosities' | 'specification_areas',
      names: string[],
    ) => {
      const ids = new Map<string, number>();
      for (const [position, name] of names.entries()) {
        const row = await trx
          .insertInto(table)
          .values({ name, slug: slugify(name), position })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.set(name, row.id);
      }
      return ids;
    };

    const viscosityIds = await attribute('viscosities', [...new Set(CATEGORY_PLANS.flatMap((c) => c.viscosities))]);
    const specificationIds = await attribute('specification_areas', [
      ...new Set(CATEGORY_PLANS.flatMap((c) => c.specifications)),
    ]);
    const brandIds = await attribute('brands', BRANDS);
    const manufacturerIds = await attribute('manufacturers', MANUFACTURERS);
    const sizeIds = new Map<string, number>();
    for (const size of CONTAINER_SIZES) {
      const { name, position } = describeContainerSize(size);
      const row = await trx
        .insertInto('container_sizes')
        .values({ name, slug: size, position })
        .returning('id')
        .executeTakeFirstOrThrow();
      sizeIds.set(size, row.id);
    }

    const categories: Array<{
      plan: CategoryPlan;
      id: number;
      subIds: number[];
      viscosityWeights: number[];
      specificationWeights: number[];
    }> = [];
    for (const [position, plan] of CATEGORY_PLANS.entries()) {
      const { id } = await trx
        .insertInto('categories')
        .values({
          name: plan.name,
          slug: plan.slug,
          description: `${plan.name} for road and track, blended and tested in-house.`,
          image: `${plan.slug}.png`,
          position,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const subIds = [];
      for (const [subPosition, sub] of plan.subCategories.entries()) {
        const row = await trx
          .insertInto('sub_categories')
          .values({ category_id: id, name: sub.name, slug: sub.slug, position: subPosition })
          .returning('id')
          .executeTakeFirstOrThrow();
        subIds.push(row.id);
      }
      categories.push({
        plan,
        id,
        subIds,
        viscosityWeights: shuffledZipf(random, plan.viscosities.length),
        specificationWeights: shuffledZipf(random, plan.specifications.length),
      });
    }

    const counts = { category: new Map<string, number>(), option: new Map<string, number>() };
    const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    const shuffled: Array<{ slug: string; name: string }> = [];
    let variantCount = 0;
    let products: Array<Insertable<Database['products']>> = [];
    let variants: Array<Insertable<Database['product_variants']>> = [];

    for (let id = 1; id <= count; id += 1) {
      const category = pickWeighted(
        random,
        categories,
        categories.map((c) => c.plan.weight),
      );
      const { plan } = category;
      const subIndex = Math.floor(random() * plan.subCategories.length);
      // Most products sit in a sub-category; a few only in the category.
      const subCategoryId = random() < 0.9 ? category.subIds[subIndex]! : null;
      const viscosity =
        plan.viscosities.length > 0 && random() < 0.95
          ? pickWeighted(random, plan.viscosities, category.viscosityWeights)
          : null;
      const specification =
        plan.specifications.length > 0 && random() < 0.8
          ? pickWeighted(random, plan.specifications, category.specificationWeights)
          : null;
      const brand = pickWeighted(random, BRANDS, zipf(BRANDS.length));
      const manufacturer = random() < 0.95 ? pickWeighted(random, MANUFACTURERS, zipf(MANUFACTURERS.length)) : null;
      const name = `${pick(random, plan.lines)} ${pick(random, plan.kinds)}${viscosity ? ` ${viscosity}` : ''} Mk ${1 + Math.floor(random() * 99)}`;
      const slug = `${slugify(name)}-${id}`;

      // One to five neighbouring sizes (three on average), prices rising with the volume.
      const sizeCount = Math.min(plan.sizes.length, pickWeighted(random, [1, 2, 3, 4, 5], [1, 3, 4, 3, 1]));
      const firstSize = Math.floor(random() * (plan.sizes.length - sizeCount + 1));
      const sizes = plan.sizes.slice(firstSize, firstSize + sizeCount);
      const basePrice = plan.basePrice[0] + random() * (plan.basePrice[1] - plan.basePrice[0]);
      const prices = sizes.map((size) => {
        const litres = describeContainerSize(size).position / 1000;
        return Math.round(basePrice * Math.max(0.5, litres ** 0.85) * 100);
      });

      const benefitCount = 2 + Math.floor(random() * 3);
      const firstBenefit = Math.floor(random() * (BENEFITS.length - benefitCount + 1));
      const { details, summary } = buildDetails(
        name,
        Math.floor(random() * LEADS.length),
        Array.from({ length: benefitCount }, (_, i) => firstBenefit + i),
        Math.floor(random() * USES.length),
        id <= 20,
      );

      products.push({
        id,
        name,
        slug,
        image: `${slug}.webp`,
        product_details: details,
        product_summary: summary,
        search_text: searchTextOf({
          name,
          viscosity,
          specificationArea: specification,
          brand,
          category: plan.name,
          categoryDe: null,
          subCategory: subCategoryId === null ? null : plan.subCategories[subIndex]!.name,
          subCategoryDe: null,
          approvals: [],
        }),
        category_id: category.id,
        sub_category_id: subCategoryId,
        brand_id: brandIds.get(brand)!,
        manufacturer_id: manufacturer === null ? null : manufacturerIds.get(manufacturer)!,
        viscosity_id: viscosity === null ? null : viscosityIds.get(viscosity)!,
        specification_area_id: specification === null ? null : specificationIds.get(specification)!,
        min_price_minor: Math.min(...prices),
        position: Math.floor(random() * 10),
        updated_at: now,
      });
      sizes.forEach((size, index) => {
        variants.push({
          product_id: id,
          container_size_id: sizeIds.get(size)!,
          product_number: `RF-${id}-${size.toUpperCase()}`,
          price_minor: prices[index]!,
        });
      });
      variantCount += sizes.length;

      bump(counts.category, plan.slug);
      if (viscosity) bump(counts.option, `${plan.slug}|viscosity|${slugify(viscosity)}`);
      if (specification) bump(counts.option, `${plan.slug}|specification_area|${slugify(specification)}`);
      bump(counts.option, `${plan.slug}|brand|${slugify(brand)}`);
      for (const size of sizes) bump(counts.option, `${plan.slug}|container_size|${size}`);
      shuffled.push({ slug, name });

      if (products.length >= BATCH_ROWS || id === count) {
        await insertAll('products', products);
        await insertAll('product_variants', variants);
        products = [];
        variants = [];
      }
    }
    return { counts, shuffled, variantCount };
  });

  if (dialect === 'postgres') {
    // Explicit ids leave the identity sequence behind; later inserts must not collide.
    await sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`.execute(db);
    // Autovacuum would vacuum and analyse the new rows within a minute or two (statistics for the
    // planner, the visibility map for index-only scans); a benchmark should not wait for it.
    await sql`vacuum analyze`.execute(db);
  }

  const options: GeneratedCatalogue['options'] = {};
  for (const [key] of [...result.counts.option.entries()].sort((a, b) => b[1] - a[1])) {
    const [category, group, option] = key.split('|') as [string, keyof GeneratedCatalogue['options'][string], string];
    options[category] ??= { viscosity: [], specification_area: [], brand: [], container_size: [] };
    options[category][group].push(option);
  }
  return {
    products: count,
    variants: result.variantCount,
    categorySizes: [...result.counts.category.entries()]
      .map(([slug, products]) => ({ slug, products }))
      .sort((a, b) => b.products - a.products),
    shuffled: shuffle(createRandom(seed), result.shuffled),
    options,
    durationMs: performance.now() - started,
  };
}
