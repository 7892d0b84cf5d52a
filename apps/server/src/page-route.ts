import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * Names the page an address shows by its React Router route id (`routes/product-detail`,
 * `de/routes/product-detail`, `routes/unknown-address`), as React Router itself matches it: a label
 * for metrics that takes a few dozen values, never the address. A client navigation's data
 * request (`….data`) is named by its page.
 */
export function createPageRouteMatcher(build: ServerBuild): (url: string) => string {
  const routes = toRouteObjects(build.routes, undefined);
  const basename = build.basename ?? '/';
  // matchRoutes ranks every route anew at each call: the addresses asked for most keep their answer.
  const known = new LRUCache<string, string>({ max: ADDRESSES_KEPT });
  const match = (pathname: string) => {
    // React Router's own reading of a data request's address (getNormalizedPath).
    if (pathname === `${basename.replace(/\/$/, '')}/_root.data`) pathname = basename;
    else if (pathname.endsWith('.data')) pathname = pathname.slice(0, -'.data'.length);
    return matchRoutes(routes, pathname, basename)?.at(-1)?.route.id ?? 'unmatched';
  };
  return (url) => {
    const pathname = url.split('?', 1)[0]!;
    if (pathname.length > LONGEST_ADDRESS_KEPT) return match(pathname);
    let id = known.get(pathname);
    if (id === undefined) {
      id = match(pathname);
      known.set(pathname, id);
    }
    return id;
  };
}

/** At most about 0.5 MB of addresses. */
const ADDRESSES_KEPT = 2_000;
const LONGEST_ADDRESS_KEPT = 256;

/** The build's flat route manifest as the nested routes matchRoutes takes. */
function toRouteObjects(manifest: ServerBuild['routes'], parentId: string | undefined): RouteObject[] {
  return Object.values(manifest).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    if (route.index) return [{ id, path, caseSensitive, index: true }];
    return [{ id, path, caseSensitive, children: toRouteObjects(manifest, id) }];
  });
}
