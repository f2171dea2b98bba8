import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwaOptions } from './src/features/pwa/pwa-options.ts';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions)],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/sanctum': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    rolldownOptions: {
      // packages/shared is pure (constants, functions, zod schemas): without this, importing one enum
      // keeps every schema and zod itself in the first chunk. Better: "sideEffects": false in its package.json.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]/, sideEffects: false }] },
    },
    chunkSizeWarningLimit: 400,
  },
});
