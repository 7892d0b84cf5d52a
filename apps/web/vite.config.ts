import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    rollupOptions: {
      // The contract's schemas are built with zod calls at module level; they have no side effects,
      // so a page that uses only a constant or a pure function of the contract does not get zod.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
