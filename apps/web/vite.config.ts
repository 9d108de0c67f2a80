import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
  },
  server: {
    port: 5173,
    // School hosts look like greenwood.shala.localhost:5173.
    allowedHosts: ['.localhost'],
    proxy: {
      // Keep the browser's Host header: the server picks the school from it.
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
