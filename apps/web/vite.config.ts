import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Pages receive their messages already parsed (apps/web/app/i18n), so the browser's build of
 * intl-messageformat goes without the ICU parser, as FormatJS documents; the server keeps it.
 */
function messageFormatWithoutParserInBrowser(): Plugin {
  return {
    name: 'message-format-without-parser-in-browser',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== '@formatjs/icu-messageformat-parser' || options.ssr) return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, options);
    },
  };
}

export default defineConfig({
  plugins: [messageFormatWithoutParserInBrowser(), reactRouter()],
  build: {
    target: 'es2022',
    rollupOptions: {
      // The contract's schemas are built with zod calls at module level; they have no side effects,
      // so a page that uses only a constant or a pure function of the contract does not get zod.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
