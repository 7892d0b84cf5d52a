// Bundles the server and the workspace packages it imports (TypeScript sources) into one
// ES module; third-party packages stay external and load from node_modules at run time.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const externalThirdParty = {
  name: 'external-third-party',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rennfeld/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Code loaded with import() (the demo media generator) goes into chunks of its own, so the
// libraries it imports are loaded only when it runs. Chunks of an earlier build are removed.
rmSync('dist/chunks', { recursive: true, force: true });

const shared = {
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalThirdParty],
};

await build({ ...shared, entryPoints: ['src/server.ts'], splitting: true, chunkNames: 'chunks/[name]-[hash]' });
// The staff command line (`npm run staff`) is a bundle of its own: sharing chunks with the server
// would move the configuration, which finds the repository from its own file, into dist/chunks/.
await build({ ...shared, entryPoints: ['src/staff-cli.ts'] });
// The content folder's command line (`npm run content`), for the same reason.
await build({ ...shared, entryPoints: ['src/content-cli.ts'] });
// The database's backup and restore (`npm run db`), for the same reason.
await build({ ...shared, entryPoints: ['src/db-cli.ts'] });
// The demo media script, which the server runs in a child process on a first start.
await build({ ...shared, entryPoints: ['src/demo-media.ts'] });
