// `npm run staff -- <command>`: builds only when the sources changed, then runs the staff
// command line (apps/server/src/staff-cli.ts) in this process.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfChanged, REPOSITORY_ROOT } from './build-if-changed.mjs';

buildIfChanged();
await import(pathToFileURL(join(REPOSITORY_ROOT, 'apps/server/dist/staff-cli.js')).href);
