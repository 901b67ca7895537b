import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['**/*.test.{ts,tsx,mjs}'],
    exclude: ['node_modules/**', 'e2e/**', '.next/**'],
    environment: 'node',
  },
});
