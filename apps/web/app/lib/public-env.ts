import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';

/** The configuration the browser may see (the API and storage bases, the site's origin), handed down by the root loader. */
export interface PublicEnv {
  apiBase: string;
  storageBase: string;
  /** The site's public origin: canonical links and sharing tags are absolute. */
  siteUrl: string;
}

export function usePublicEnv(): PublicEnv {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) throw new Error('usePublicEnv must be used below the root route');
  return data.env;
}
