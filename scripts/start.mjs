// `npm start`: builds only when the sources changed since the last build, then runs the server
// in this process (it migrates, seeds on first start, and listens).
import { pathToFileURL } from 'node:url';
import { buildIfChanged, serverBundle } from './build-if-changed.mjs';

buildIfChanged();
await import(pathToFileURL(serverBundle).href);
