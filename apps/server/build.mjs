// Bundles the server and the workspace packages it imports (TypeScript sources) into one
// ES module; third-party packages stay external and load from node_modules at run time.
import { build } from 'esbuild';

const externalThirdParty = {
  name: 'external-third-party',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rennfeld/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalThirdParty],
});
