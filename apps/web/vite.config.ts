import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import purgeCss from '@fullhuman/postcss-purgecss';
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

const POPPER_LEFT_OUT = '\0use-popper-left-out';

/**
 * Every dropdown of the site sits in the navbar, where react-bootstrap lets Bootstrap's CSS place
 * the menu and turns Popper off; @restart/ui imports Popper all the same (about 5 KB compressed,
 * on every page). The browser's build gets a usePopper that places nothing and answers as the
 * real one does while off; a menu that ever asks for Popper fails loudly. The server keeps it.
 */
function dropdownsWithoutPopperInBrowser(): Plugin {
  return {
    name: 'dropdowns-without-popper-in-browser',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options.ssr || source !== './usePopper' || !importer?.includes('/@restart/ui/esm/')) return null;
      return POPPER_LEFT_OUT;
    },
    load(id) {
      if (id !== POPPER_LEFT_OUT) return null;
      return `import { useMemo } from 'react';
const noop = () => {};
export default function usePopper(referenceElement, popperElement, { enabled = true, placement = 'bottom' } = {}) {
  if (enabled) throw new Error('Popper is left out of the browser build (apps/web/vite.config.ts): only navbar dropdowns work.');
  return useMemo(
    () => ({ placement, update: noop, forceUpdate: noop, attributes: {}, styles: { popper: {}, arrow: {} } }),
    [placement],
  );
}
`;
    },
  };
}

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const reactBootstrap = dirname(createRequire(import.meta.url).resolve('react-bootstrap/package.json'));

/**
 * The stylesheets keep only the rules whose classes, ids, attributes and elements the site's
 * code names (decision 055): Bootstrap as a whole is about 32 KB compressed, the site uses a third
 * of it. The code is the web app's, the react-bootstrap components it renders (their names and
 * attributes: `btn-close`, `data-bs-popper`) and the rich-text package's list of allowed tags (an
 * editor's text may use any). react-bootstrap and Swiper also build names at run time
 * (`${prefix}-dialog`, `bg-${bg}`, `swiper-initialized`): the families of the components the site
 * uses are kept whole, and the props it passes are listed. A test (e2e/stylesheet-purge.test.ts)
 * fails when a class a page renders lost its rules.
 */
const purgeUnusedCss = purgeCss({
  content: [
    fromHere('app/**/*.{ts,tsx}'),
    fromHere('../../packages/rich-text/src/index.ts'),
    `${reactBootstrap}/esm/{Accordion,CloseButton,Collapse,Container,Dropdown,Fade,Modal,Nav,Navbar,Offcanvas,Spinner}*.js`,
  ],
  safelist: {
    standard: [
      /^(accordion|dropdown|modal|nav|navbar|offcanvas|spinner|swiper)(-|$)/,
      /^(fade|show|showing|hiding|collapse|collapsing|collapsed)$/,
      // The site header's <Navbar fixed="top" bg="dark">.
      /^(fixed-top|bg-dark)$/,
    ],
    // Read by Swiper's nested rules, which the purge does not look into, and by Bootstrap's own
    // dropdown placement.
    variables: [/^--swiper-/, '--bs-position'],
  },
  variables: true,
  keyframes: true,
});

export default defineConfig({
  plugins: [messageFormatWithoutParserInBrowser(), dropdownsWithoutPopperInBrowser(), reactRouter()],
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
