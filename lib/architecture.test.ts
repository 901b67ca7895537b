// Folder-level architecture checks over the source tree (app/, components/, lib/, server/, proxy.ts):
//  1. no import loop between folders — lib/<name>, components/<name>, server and app are each one node, and
//     a loop between two of them means neither can be understood, tested or moved without the other;
//  2. seed data (server/seed) is read only by the backend itself and the server-data layer (lib/data).
// ESLint's no-restricted-imports (eslint.config.mjs) guards the same boundaries file by file, by specifier;
// this test resolves every specifier (aliases and relative paths alike) and sees the whole graph at once.
// Imports are read with TypeScript's pre-processor (./testing/sourceImports.ts): static, side-effect, re-export
// and dynamic `import()` specifiers, and nothing inside comments or strings.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceImports } from './testing/sourceImports';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCANNED_DIRS = ['app', 'components', 'lib', 'server'];
const SCANNED_FILES = ['proxy.ts'];
const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx|mjs)$/;

interface ImportRef {
  /** The importing file, relative to the repository root (posix separators). */
  file: string;
  /** The specifier as written. */
  specifier: string;
  /** The imported path relative to the repository root, without extension resolution. */
  target: string;
}

function walk(dir: string, out: string[], withTests: boolean): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full, out, withTests);
    } else if (SOURCE.test(entry.name) && (withTests || !TEST_FILE.test(entry.name)) && !entry.name.endsWith('.d.ts')) {
      out.push(path.relative(ROOT, full).split(path.sep).join('/'));
    }
  }
}

function sourceFiles(withTests: boolean): string[] {
  const files: string[] = [];
  for (const dir of SCANNED_DIRS) if (fs.existsSync(path.join(ROOT, dir))) walk(path.join(ROOT, dir), files, withTests);
  for (const file of SCANNED_FILES) if (fs.existsSync(path.join(ROOT, file))) files.push(file);
  return files.sort();
}

/** The repository-relative path a specifier points at, or null for a package import. */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2));
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  }
  return null;
}

/** Imports of the source files; with `withTests`, of their tests too. */
function collectImports(withTests = false): ImportRef[] {
  const refs: ImportRef[] = [];
  for (const file of sourceFiles(withTests)) {
    for (const specifier of sourceImports(path.join(ROOT, file))) {
      const target = resolveSpecifier(file, specifier);
      if (target !== null) refs.push({ file, specifier, target });
    }
  }
  return refs;
}

/**
 * The folder a repository-relative path belongs to: lib/<name>, components/<name>, server, app, or the
 * path's first segment for anything else (proxy.ts → proxy, messages/en.json → messages).
 */
function folderKey(relative: string): string {
  const parts = relative.split('/');
  const strip = (name: string) => name.replace(/\.(d\.ts|tsx?|mts|mjs|jsx?|json)$/, '');
  const [top, second] = parts;
  if ((top === 'lib' || top === 'components') && second !== undefined) return `${top}/${strip(second)}`;
  return strip(top ?? relative);
}

/** folder → folder it imports → the imports that make that edge. */
type Graph = Map<string, Map<string, ImportRef[]>>;

function buildGraph(refs: ImportRef[]): Graph {
  const graph: Graph = new Map();
  for (const ref of refs) {
    const from = folderKey(ref.file);
    const to = folderKey(ref.target);
    if (!graph.has(from)) graph.set(from, new Map());
    if (!graph.has(to)) graph.set(to, new Map());
    const edges = graph.get(from)!;
    if (from !== to) edges.set(to, [...(edges.get(to) ?? []), ref]);
  }
  return graph;
}

/** Strongly connected components with more than one folder (Tarjan), each sorted, in a stable order. */
function loops(graph: Graph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of [...graph.get(node)!.keys()].sort()) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One shortest loop through `start` inside `component` (breadth-first), as a path that ends where it began. */
function loopThrough(graph: Graph, component: string[], start: string): string[] {
  const members = new Set(component);
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of [...graph.get(node)!.keys()].sort()) {
      if (!members.has(next)) continue;
      if (next === start) {
        const chain = [node];
        while (chain[0] !== start) chain.unshift(previous.get(chain[0]!)!);
        return [...chain, start];
      }
      if (!previous.has(next) && next !== start) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** A loop of the knot, then every import between the knot's folders (each one is a place to cut). */
function describeLoop(graph: Graph, component: string[]): string {
  const cycle = loopThrough(graph, component, component[0]!);
  const members = new Set(component);
  const edges = component.flatMap((from) =>
    [...graph.get(from)!]
      .filter(([to]) => members.has(to))
      .map(([to, refs]) => {
        const examples = refs.map((r) => `      ${r.file} imports '${r.specifier}'`);
        return `    ${from} → ${to}\n${examples.join('\n')}`;
      }),
  );
  return `  loop ${cycle.join(' → ')} (knot: ${component.join(', ')})\n${edges.join('\n')}`;
}

describe('architecture', () => {
  const refs = collectImports();

  it('reads imports from the source tree', () => {
    // A guard against the scan silently finding nothing (a moved folder, a broken parser call).
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.some((r) => r.specifier.startsWith('@/lib/'))).toBe(true);
  });

  it('has no import loop between folders', () => {
    const graph = buildGraph(refs);
    const knots = loops(graph);
    const message = knots.length
      ? `Import loops between folders (break each by moving the shared piece to the folder both can import):\n${knots
          .map((k) => describeLoop(graph, k))
          .join('\n')}`
      : '';
    expect(message).toBe('');
  });

  it('reads seed data only in the backend and the server-data layer', () => {
    // Tests of pure logic under lib/ may use the seed as a fixture; the pages' and components' own tests read
    // what the pages read, through the data layer.
    const allowed = (file: string) =>
      file.startsWith('server/') || file.startsWith('lib/data/') || file.startsWith('scripts/') ||
      (TEST_FILE.test(file) && file.startsWith('lib/') && !file.startsWith('lib/seo/'));
    const offenders = collectImports(true)
      .filter((r) => (r.target === 'server/seed' || r.target.startsWith('server/seed/')) && !allowed(r.file))
      .map((r) => `  ${r.file} imports '${r.specifier}'`);
    const message = offenders.length
      ? `Seed data is read only through lib/data (or by server/ itself); these files import it directly:\n${offenders.join('\n')}`
      : '';
    expect(message).toBe('');
  });
});
