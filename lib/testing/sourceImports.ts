// For tests only: the module specifiers a source file imports, as TypeScript's pre-processor reads them. That
// covers static imports on one line or several, side-effect imports, re-exports and dynamic `import()`, and nothing
// inside comments or strings. Used by the architecture check and by the tests that keep a module's imports in
// bounds (what a module pulls into a page's JavaScript).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** `file`: absolute, or relative to the repository root (where the tests run). */
export function sourceImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.resolve(file), 'utf8'), true, true);
  return importedFiles.map(({ fileName }) => fileName);
}
