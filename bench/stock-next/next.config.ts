import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const config: NextConfig = {
  // The repository's node_modules are two levels up.
  turbopack: { root: path.resolve(__dirname, '../..') },
  env: { STOCK_PAGE_BYTES: process.env.STOCK_PAGE_BYTES ?? '60000' },
};

export default withNextIntl(config);
