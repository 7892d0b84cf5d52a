import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import purgeCss from '@fullhuman/postcss-purgecss';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';

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

/**
 * V8's explicit compile hint (decision 066): the framework and the route modules are code a page
 * runs as it hydrates, so V8 compiles their functions on a background thread while the file
 * streams in, instead of one by one on the main thread at their first call. Chunks that only a
 * dynamic import() of the site's own code reaches (loaded when needed, decision 059) stay lazily
 * compiled.
 */
function compileHintsForCodeRunOnLoad(): Plugin {
  const runOnLoad = new WeakMap<object, Set<string>>();
  return {
    name: 'compile-hints-for-code-run-on-load',
    applyToEnvironment: (environment) => environment.name === 'client',
    renderChunk: {
      // After the minifier, which drops comments.
      order: 'post',
      handler(code, chunk, _options, { chunks }) {
        let hinted = runOnLoad.get(chunks);
        if (!hinted) {
          hinted = reachableFromEntries(chunks);
          runOnLoad.set(chunks, hinted);
        }
        // The web build writes no source maps, so a line put in front moves nothing that one maps.
        return hinted.has(chunk.fileName) ? { code: `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${code}`, map: null } : null;
      },
    },
  };
}

/** The entries (the client's own and the route modules) and what they import statically. */
function reachableFromEntries(chunks: Record<string, Rollup.RenderedChunk>): Set<string> {
  const reached = new Set<string>();
  const pending = Object.values(chunks).filter((chunk) => chunk.isEntry);
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (reached.has(chunk.fileName)) continue;
    reached.add(chunk.fileName);
    pending.push(...chunk.imports.flatMap((fileName) => chunks[fileName] ?? []));
  }
  return reached;
}

const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The custom properties the site's own stylesheets read (`var(--bs-dark)`) or set
 * (`--bs-btn-color: …`). The purge looks at one file at a time: it would drop Bootstrap's
 * declarations of the first as unused in Bootstrap's file, and the site's of the second in the site's.
 */
function variablesOfSiteStyles(): string[] {
  const styles = fromHere('app/styles');
  const names = readdirSync(styles)
    .filter((file) => file.endsWith('.css'))
    .flatMap((file) =>
      [...readFileSync(`${styles}/${file}`, 'utf8').matchAll(/(?:var\(|[{;\s])(--[\w-]+)/g)].map((match) => match[1]!),
    );
  return [...new Set(names)];
}

/**
 * The stylesheets keep only the rules whose classes, ids, attributes and elements the site's
 * code names (decision 055): the site uses a small part of Bootstrap. The code is the web app's and the rich-text package's list of allowed tags (an editor's
 * text may use any). Swiper builds names at run time (`swiper-initialized`), and the site's
 * overlays and menus switch Bootstrap's state classes: those families are kept whole. A test
 * (e2e/stylesheet-purge.test.ts) fails when a class a page renders lost its rules.
 */
const purgeUnusedCss = purgeCss({
  content: [fromHere('app/**/*.{ts,tsx}'), fromHere('../../packages/rich-text/src/index.ts')],
  safelist: {
    standard: [
      /^(accordion|dropdown|modal|nav|navbar|offcanvas|spinner|swiper)(-|$)/,
      /^(fade|show|showing|hiding|collapse|collapsing|collapsed)$/,
    ],
    // Read by Swiper's nested rules, which the purge does not look into; and the one declaration of
    // .dropdown-menu-end, which Bootstrap's script would read.
    variables: [/^--swiper-/, '--bs-position', ...variablesOfSiteStyles()],
  },
  variables: true,
  keyframes: true,
});

export default defineConfig({
  plugins: [messageFormatWithoutParserInBrowser(), reactRouter(), compileHintsForCodeRunOnLoad()],
  css: { postcss: { plugins: [purgeUnusedCss] } },
  build: {
    target: 'es2022',
    rollupOptions: {
      // The contract's schemas are built with zod calls at module level; they have no side effects,
      // so a page that uses only a constant or a pure function of the contract does not get zod.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
