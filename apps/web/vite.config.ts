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
        // The public pages in one chunk: many tiny shared chunks compress worse and would
        // push the sign-in page over its budget. Only the public auth files are named: the
        // signed-in ones (log out, theme, profile, change password) stay out.
        codeSplitting: {
          groups: [
            {
              name: 'public-pages',
              test: /features\/auth\/(api\/(login|forgot-password|reset-password|verify-otp)\.ts|components\/(auth-layout|login-form|request-code-form|reset-password-form|verify-code-form)\.|pages\/(login|admin-login|forgot-password|reset-password)-page)|ui\/(password-field|school-logo|product-mark)|platform\/forms\/|@mantine\/form|klona|fast-deep-equal|@mantine\/core\/esm\/components\/(Input|InputBase|TextInput|PasswordInput|PinInput|Paper|Anchor|Group|Card|Alert|ActionIcon|Badge|SimpleGrid|Container|Divider|ThemeIcon)\//,
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
