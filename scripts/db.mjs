// `npm run db -- backup|restore FILE`: builds only when the sources changed, then runs the
// database's command line (apps/server/src/db-cli.ts) in this process.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfChanged, REPOSITORY_ROOT } from './build-if-changed.mjs';

buildIfChanged();
await import(pathToFileURL(join(REPOSITORY_ROOT, 'apps/server/dist/db-cli.js')).href);
