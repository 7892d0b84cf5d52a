// After `react-router build`: writes a brotli (quality 11) and a gzip copy next to every text
// asset of the client build, so the server sends hashed JS, CSS and SVG compressed at the best
// ratio without compressing them on each request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = new URL('../build/client/', import.meta.url).pathname;
const TEXT = /\.(js|css|svg|json|txt|html|xml|webmanifest)$/;

let count = 0;
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} client assets (brotli, gzip)`);
