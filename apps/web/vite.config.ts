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
    chunkSizeWarningLimit: 400,
  },
});
