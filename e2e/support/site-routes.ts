import { localizePath } from '@rennfeld/contract/site-paths';
/** Every route of SPEC §2 on the demo content (one of each kind of page), plus search, the newsletter links' pages, the checkout and a 404. */
export async function siteRoutes(baseUrl: string): Promise<string[]> {
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}/api${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const { categories } = await api<{ categories: Array<{ slug: string; sub_categories: Array<{ slug: string }> }> }>(
    '/categories',
  );
  const category = categories[0]!;
  const { products } = await api<{ products: Array<{ slug: string }> }>(`/products/${category.slug}`);
  const { news } = await api<{ news: Array<{ slug: string }> }>('/news/list');
  const { conceptCategories } = await api<{ conceptCategories: Array<{ slug: string }> }>('/concept-categories');
  const { product } = await api<{ product: { size: string } }>(`/product-detail/${products[0]!.slug}`);
  return [
    '/',
    `/products/${category.slug}`,
    `/products/${category.slug}/${category.sub_categories[0]!.slug}`,
    `/product-detail/${products[0]!.slug}`,
    '/about',
    '/team',
    '/partnership',
    '/news',
    `/news-detail/${news[0]!.slug}`,
    '/catalogue',
    '/concepts',
    `/concept/${conceptCategories[0]!.slug}`,
    '/contact',
    '/privacy-policy',
    '/terms',
    '/copyright',
    '/imprint',
    '/newsletter',
    '/cookie-settings',
    '/shipping',
    '/payment-methods',
    '/withdrawal',
    '/accessibility',
    // The checkout of one size, as the cart or the product page leads to it.
    `/checkout?product=${products[0]!.slug}&size=${product.size}&quantity=2`,
    // Where the links of newsletter e-mails lead (the pages show their button for any well-formed link).
    `/newsletter/confirm?token=${'A'.repeat(43)}`,
    `/newsletter/unsubscribe?s=1&t=${'A'.repeat(43)}`,
    '/search?q=oil',
    '/no-such-page',
  ];
}

/** The same routes in both languages: English at the SPEC's paths, then German under /de. */
export function inBothLanguages(routes: readonly string[]): string[] {
  return [...routes, ...routes.map((route) => localizePath(route, 'de'))];
}
