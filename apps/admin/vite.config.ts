import { defineConfig } from 'vite';

// Served by the server under /admin with a Content-Security-Policy that allows scripts from the
// origin only: no inline script (no module-preload polyfill), no eval.
export default defineConfig({
  base: '/admin/',
  esbuild: { jsx: 'automatic' },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // react-admin with Material UI is one large chunk; staff load it once, and no public page does.
    chunkSizeWarningLimit: 1600,
    rollupOptions: {
      // MUI and react-query mark their modules "use client" for server components; a browser
      // bundle has no use for it, and Rollup would say so once per module.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
