import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './precompress-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // The sign-in page in one chunk: many tiny shared chunks compress worse and would
        // push it over its budget. Only what it shows is named: the other public pages
        // (forgot and reset password, the product home) and the signed-in ones load their
        // own code and components (PinInput, Alert, Card...) when opened.
        codeSplitting: {
          groups: [
            {
              name: 'public-pages',
              test: /features\/auth\/(api\/login\.ts|components\/(auth-layout|login-form)\.|pages\/(login|admin-login)-page)|ui\/(password-field|school-logo|product-mark)|platform\/forms\/(apply-field-errors|use-light-form)|@mantine\/core\/esm\/components\/(Input|InputBase|TextInput|PasswordInput|Paper|Anchor|Group|ActionIcon|ThemeIcon)\//,
            },
          ],
        },
      },
    },
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
