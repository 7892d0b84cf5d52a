import type { GeneratedCatalogue } from './catalogue.ts';

/** One row of the table: a route measured by walking round one or more concrete paths. */
export interface BenchRoute {
  name: string;
  paths: string[];
  /** Request headers, e.g. the Accept-Encoding a browser sends. */
  headers?: Record<string, string>;
  /** Concurrent connections, instead of the run's number (1: the time one request takes). */
  connections?: number;
  /** Requests a second arriving whatever the answers do (open loop), instead of connections. */
  arrivalRate?: number;
}

/**
 * The arrival rate of the open-loop rows: issue 18's goal is p99 under 20 ms at N = 100 000 with
 * each request a new selection or search.
 */
const OPEN_LOOP_RATE = 300;

/** What a browser asks for: the answer in brotli. */
const BROWSER_ENCODING = { 'accept-encoding': 'br, gzip' };

const PREFIXES = ['trac', 'spri', 'qual', 'endu', 'circ', 'shif', 'torq', 'cool', 'glos', 'bear', 'cera', 'dam'];
const MID_WORDS = ['ormul', 'ster', 'ynthe', 'ricti', 'ngl', 'adia', 'egreas', 'ithiu', 'ilico', 'rque', 'oost', 'hin'];
const FULL_WORDS = ['sprint', 'formula', 'endurance', 'coolant', 'grease', 'polish', 'gearbox', 'synthetic', 'rally'];
const VISCOSITIES = ['5w30', '10w40', '0w20', '5w-40', '75w90', '15w50', '0W-30', '10w60'];

const search = (q: string) => `/api/product-list?q=${encodeURIComponent(q)}`;

/**
 * The API routes of the benchmark for one generated catalogue. Listings use the largest category
 * (the worst case). Most routes walk round a small set of paths, as visitors repeat popular
 * pages and searches; the rows marked "each request new" never repeat a path within a run (as
 * far as the catalogue allows), so they measure the uncached path: what a crawler or a long tail
 * of searches costs.
 */
export function apiRoutes(catalogue: GeneratedCatalogue): BenchRoute[] {
  const largest = catalogue.categorySizes[0]!.slug;
  const options = catalogue.options[largest]!;
  const listing = `/api/products/${largest}`;

  const popularSelections: string[] = [];
  for (const viscosity of options.viscosity.slice(0, 4)) {
    for (const brand of options.brand.slice(0, 3)) {
      for (const size of options.container_size.slice(0, 3)) {
        popularSelections.push(`${listing}?viscosity[]=${viscosity}&brand[]=${brand}&container_size[]=${size}`);
      }
    }
  }
  // Two values in each of three groups: thousands of different selections.
  const pairs = (values: string[]) => values.flatMap((a, i) => values.slice(i + 1).map((b) => [a, b] as const));
  const selectionsOfPairs = (group: 'viscosity' | 'specification_area') =>
    pairs(options[group]).flatMap(([g1, g2]) =>
      pairs(options.brand.slice(0, 8)).flatMap(([b1, b2]) =>
        options.container_size
          .slice(0, 3)
          .map(
            (size) =>
              `${listing}?${group}[]=${g1}&${group}[]=${g2}&brand[]=${b1}&brand[]=${b2}&container_size[]=${size}`,
          ),
      ),
    );
  // A fixed stride walks the selections in a mixed order.
  const mix = (paths: string[]) => paths.map((_, i) => paths[(i * 7919) % paths.length]!);
  const mixed = mix(selectionsOfPairs('viscosity'));
  // The open-loop rows ask for selections the closed-loop rows never do (specification areas
  // instead of grades) and for names from the middle of the list, so each request is new there too.
  const openLoopSelections = selectionsOfPairs('specification_area');
  const names = catalogue.shuffled.map(({ name }) => search(name.toLowerCase()));
  const fromTheMiddle = [...names.slice(names.length / 2), ...names.slice(0, names.length / 2)];

  const routes: BenchRoute[] = [
    { name: 'GET /api/categories', paths: ['/api/categories'] },
    { name: 'GET /api/products/{cat}', paths: [listing] },
    {
      name: 'GET /api/products/{cat} 1 group',
      paths: options.viscosity.slice(0, 8).map((viscosity) => `${listing}?viscosity[]=${viscosity}`),
    },
    { name: 'GET /api/products/{cat} 3 groups', paths: popularSelections },
    { name: 'GET /api/products/{cat} 3 groups, each request new', paths: mixed },
    {
      name: 'GET /api/product-detail/{slug}',
      paths: catalogue.shuffled.slice(0, 200).map(({ slug }) => `/api/product-detail/${slug}`),
    },
    {
      name: 'GET /api/product-detail/{slug}, each request new',
      paths: catalogue.shuffled.map(({ slug }) => `/api/product-detail/${slug}`),
    },
    { name: 'GET /api/product-list?q= prefix', paths: PREFIXES.map(search) },
    { name: 'GET /api/product-list?q= mid-word', paths: MID_WORDS.map(search) },
    { name: 'GET /api/product-list?q= full word', paths: FULL_WORDS.map(search) },
    { name: 'GET /api/product-list?q= viscosity', paths: VISCOSITIES.map(search) },
    { name: 'GET /api/product-list?q= product name, each request new', paths: names },
    { name: 'GET /api/search-materials', paths: ['/api/search-materials'] },
    {
      name: `GET /api/products/{cat} 3 groups, each request new, ${OPEN_LOOP_RATE}/s arriving`,
      paths: mix(openLoopSelections),
      arrivalRate: OPEN_LOOP_RATE,
    },
    {
      name: `GET /api/product-list?q= product name, each request new, ${OPEN_LOOP_RATE}/s arriving`,
      paths: fromTheMiddle,
      arrivalRate: OPEN_LOOP_RATE,
    },
  ];
  // A route that never repeats queues once 50 connections ask faster than it answers, and its
  // p99 at 50 connections then measures the queue: one connection shows what a request costs.
  return routes.flatMap((route) =>
    route.name.endsWith('each request new')
      ? // From the other end of the paths, so it meets none the first row already asked for.
        [route, { ...route, name: `${route.name}, 1 connection`, paths: [...route.paths].reverse(), connections: 1 }]
      : [route],
  );
}

/** The server-rendered pages, for a catalogue whose first category and product are given. */
export function pageRoutes(categorySlug: string, productSlug: string): BenchRoute[] {
  const pages = [
    { name: 'GET / (page)', paths: ['/'] },
    { name: 'GET /products/{cat} (page)', paths: [`/products/${categorySlug}`] },
    { name: 'GET /product-detail/{slug} (page)', paths: [`/product-detail/${productSlug}`] },
  ];
  // A query string the page ignores (a campaign's `?ref=`) makes each address new to the page
  // cache: the cost of a render, which docs/scaling.md plans with.
  const rendered = (path: string) => Array.from({ length: 50_000 }, (_, i) => `${path}?ref=${i}`);
  const renders = [
    { name: 'GET / (page), each request new', paths: rendered('/') },
    { name: 'GET /product-detail/{slug} (page), each request new', paths: rendered(`/product-detail/${productSlug}`) },
  ].flatMap((page) => [
    { ...page, name: `${page.name}, brotli`, headers: BROWSER_ENCODING },
    { ...page, name: `${page.name}, brotli, 1 connection`, headers: BROWSER_ENCODING, connections: 1 },
  ]);
  return [
    ...pages,
    ...pages.map((page) => ({ ...page, name: `${page.name}, brotli`, headers: BROWSER_ENCODING })),
    ...renders,
  ];
}
