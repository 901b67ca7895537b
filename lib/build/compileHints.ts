// Explicit compile hints for the scripts every page runs as it starts (docs/benchmarks.md, "Compile hints on the
// start-up chunks"). V8 compiles a function lazily, on the main thread, the first time it is called; at start-up
// that is most of the framework (React, its DOM renderer, Next's router and the bundler's runtime), and its
// compiling was more than half of the page's start-up task. A file that opens with the magic comment below is compiled
// whole while it streams in, on a background thread (Chromium 136 and later; to other browsers it is a comment).
// Only the start-up chunks carry it: they are the files whose functions do run on every load. Marking every chunk
// of the page as well was measured too, and blocked the main thread longer than marking these four alone.
import fs from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The source with the hint on its first line; a source that already has it is returned as it is. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * The start-up chunks of a build: the `rootMainFiles` of its build manifest, the scripts that every App Router page
 * loads before its own, as paths relative to the build directory. An unexpected manifest yields none.
 */
export function startupChunks(manifest: unknown): string[] {
  const files = (manifest as { rootMainFiles?: unknown } | null)?.rootMainFiles;
  if (!Array.isArray(files)) return [];
  // Only files inside static/chunks: the manifest names paths relative to the build directory, and a path that
  // leaves it (or is not a script) is not ours to rewrite.
  return files.filter((file): file is string => typeof file === 'string' && /^static\/chunks\/[\w.-]+\.js$/.test(file));
}

/**
 * Puts the hint on the build's start-up chunks and returns their paths (relative to `distDir`). Run after the
 * production compile (next.config.ts); running it twice changes nothing.
 */
export async function hintStartupChunks(distDir: string, log: (message: string) => void = console.warn): Promise<string[]> {
  let manifest: unknown;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(distDir, 'build-manifest.json'), 'utf8'));
  } catch (error) {
    log(`Compile hints: no readable build-manifest.json in ${distDir} (${(error as Error).message}); chunks left as built.`);
    return [];
  }
  const chunks = startupChunks(manifest);
  if (chunks.length === 0) log('Compile hints: the build manifest names no start-up chunks; chunks left as built.');
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    const source = await fs.readFile(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) await fs.writeFile(file, hinted);
  }
  return chunks;
}
