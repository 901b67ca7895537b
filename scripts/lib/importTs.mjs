// Node 20 cannot run .ts: transpile a shared helper (e2e/support/server.ts) with the project's TypeScript
// into node_modules/.cache and import it. Only for helpers without '@/...' imports.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function importTs(file) {
  const { default: ts } = await import('typescript');
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const dir = path.join(ROOT, 'node_modules', '.cache', 'harbor-scripts');
  fs.mkdirSync(dir, { recursive: true });
  const out = path.join(dir, `${path.basename(file, '.ts')}-${createHash('sha256').update(outputText).digest('hex').slice(0, 12)}.mjs`);
  if (!fs.existsSync(out)) {
    fs.writeFileSync(`${out}.${process.pid}`, outputText);
    fs.renameSync(`${out}.${process.pid}`, out);
  }
  return import(pathToFileURL(out).href);
}
