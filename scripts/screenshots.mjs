// `npm run screenshots`: full-page screenshots of the main templates (a country page with its map among them) in
// en, ar and ja, at phone and desktop widths, for a person to look at (Arabic mirrored, CJK glyphs present,
// nothing overlapping). Needs a running site (default http://localhost:3000, e.g. `npm run serve`) and Debian's
// chromium; fonts-noto-cjk for ja.
//
//   node scripts/screenshots.mjs [base-url] [out-dir]        (out-dir default: .screenshots/)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { importTs } from './lib/importTs.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = path.resolve(process.argv[3] ?? '.screenshots');
const PAGES = {
  home: '/',
  feature: '/features/encryption',
  service: '/InternetAccess/vpn-for-streaming/netflix',
  country: '/vpn-server/japan',
  download: '/download',
  faq: '/faq',
};
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

// The site's own rule for language prefixes (English has none).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { localizePath } = await importTs(path.join(ROOT, 'lib', 'i18n', 'routing.ts'));

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  const page = await browser.newPage({ viewport });
  for (const lang of ['en', 'ar', 'ja']) {
    for (const [name, route] of Object.entries(PAGES)) {
      const url = base + localizePath(route, lang);
      await page.goto(url, { waitUntil: 'networkidle' });
      const file = path.join(out, `${name}-${lang}-${size}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
  }
  await page.close();
}
await browser.close();
