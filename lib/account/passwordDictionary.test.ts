import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadedPasswordDictionary, loadPasswordDictionary } from './passwordDictionary';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DICTIONARY = /^@zxcvbn-ts\//;

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) sources(relative, out);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.(ts|tsx|mjs)$/.test(entry.name)) out.push(relative);
  }
  return out;
}

/** Imports of the dictionary packages that put them in a bundle's static graph (type-only imports do not). */
function staticDictionaryImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const from = (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier;
    if (from && ts.isStringLiteral(from) && DICTIONARY.test(from.text)) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (!typeOnly) found.push(`${file}: ${node.getText()}`);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require') {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg) && DICTIONARY.test(arg.text)) found.push(`${file}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the password dictionary stays out of first-load JavaScript', () => {
  it('no browser-side file imports @zxcvbn-ts statically (only server/ may; the browser uses import())', () => {
    const browserSide = ['app', 'components', 'lib'].flatMap((dir) => sources(dir));
    expect(browserSide.length).toBeGreaterThan(100);
    expect(browserSide.flatMap(staticDictionaryImports)).toEqual([]);
    // The loader does use it, dynamically.
    expect(fs.readFileSync(path.join(ROOT, 'lib/account/passwordDictionary.ts'), 'utf8')).toMatch(/import\('@zxcvbn-ts\/language-common'\)/);
  });

  it('loads once, on demand, and then answers synchronously', async () => {
    expect(loadedPasswordDictionary()).toBeNull();
    const [a, b] = await Promise.all([loadPasswordDictionary(), loadPasswordDictionary()]);
    expect(a).toBe(b);
    expect(loadedPasswordDictionary()).toBe(a);
    expect(a.common.size).toBeGreaterThanOrEqual(3000);
    expect(a.common.has('password')).toBe(true);
    expect(a.score('correct horse battery staple', [])).toBeGreaterThanOrEqual(3);
    expect(a.score('harborvpn', ['harbor', 'harborvpn'])).toBeLessThanOrEqual(1);
  }, 20_000);
});
