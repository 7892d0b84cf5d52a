// `npm start`: builds only when the sources changed since the last build, then runs the server
// in this process (it migrates, seeds on first start, and listens).
import { pathToFileURL } from 'node:url';
import { buildIfChanged, serverBundle } from './build-if-changed.mjs';

buildIfChanged();
// React and React Router choose their production code from NODE_ENV when they load.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(serverBundle).href);
