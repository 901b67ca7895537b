// First-load JavaScript of pages, in KiB gzip (see scripts/lib/firstLoadJs.mjs).
// Usage: node scripts/measure-js.mjs [baseUrl] [path ...]   (a server must be running)
import { firstLoadJs } from './lib/firstLoadJs.mjs';

const [base = 'http://localhost:3123', ...argPaths] = process.argv.slice(2);
const paths = argPaths.length ? argPaths : ['/', '/de/pricing', '/ar/features/encryption', '/ja/blog', '/login'];

for (const path of paths) {
  const { scripts, bytes } = await firstLoadJs(base + path);
  console.log(`${path.padEnd(28)} ${String(scripts).padStart(2)} scripts  ${(bytes / 1024).toFixed(1)} KiB gzip`);
}
