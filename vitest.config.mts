import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Unit tests run server modules directly; in Next, 'server-only' is what keeps them out of client bundles.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['**/*.test.{ts,tsx,mjs}'],
    exclude: ['node_modules/**', 'e2e/**', '.next/**', '.next-upstream/**'],
    environment: 'node',
  },
});
