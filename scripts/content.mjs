// `npm run content -- export|import DIR`: builds only when the sources changed, then runs the
// content folder's command line (apps/server/src/content-cli.ts) in this process.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfChanged, REPOSITORY_ROOT } from './build-if-changed.mjs';

buildIfChanged();
await import(pathToFileURL(join(REPOSITORY_ROOT, 'apps/server/dist/content-cli.js')).href);
