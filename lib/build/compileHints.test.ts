import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintStartupChunks, startupChunks, withCompileHint } from './compileHints';

describe('withCompileHint', () => {
  it('puts the hint on a line of its own before the source', () => {
    expect(withCompileHint('(globalThis.TURBOPACK||[]).push([])')).toBe('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([])');
  });

  it('leaves a source that already has it unchanged', () => {
    const once = withCompileHint('a()');
    expect(withCompileHint(once)).toBe(once);
  });
});

describe('startupChunks', () => {
  it('reads the root main files of the build manifest', () => {
    expect(startupChunks({ rootMainFiles: ['static/chunks/a1.js', 'static/chunks/turbopack-b2.js'], polyfillFiles: ['static/chunks/p.js'] }))
      .toEqual(['static/chunks/a1.js', 'static/chunks/turbopack-b2.js']);
  });

  it.each([null, {}, { rootMainFiles: 'static/chunks/a.js' }, { rootMainFiles: [1, null] }])('finds none in %j', (manifest) => {
    expect(startupChunks(manifest)).toEqual([]);
  });

  it('keeps only scripts inside static/chunks', () => {
    expect(startupChunks({ rootMainFiles: ['static/chunks/ok.js', '../server/app.js', 'static/chunks/../../x.js', 'static/css/a.css', '/etc/passwd'] }))
      .toEqual(['static/chunks/ok.js']);
  });
});

describe('hintStartupChunks', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function build(manifest: unknown): string {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    fs.mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
    for (const name of ['root.js', 'page.js']) fs.writeFileSync(path.join(dir, 'static/chunks', name), `/* ${name} */`);
    if (manifest !== undefined) fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify(manifest));
    return dir;
  }
  const read = (name: string) => fs.readFileSync(path.join(dir, 'static/chunks', name), 'utf8');

  it('hints the start-up chunks, once, and no other', async () => {
    build({ rootMainFiles: ['static/chunks/root.js'] });
    expect(await hintStartupChunks(dir, () => {})).toEqual(['static/chunks/root.js']);
    await hintStartupChunks(dir, () => {});
    expect(read('root.js')).toBe(`${COMPILE_HINT}/* root.js */`);
    expect(read('page.js')).toBe('/* page.js */');
  });

  it('says so and changes nothing when the manifest is missing or names nothing', async () => {
    for (const manifest of [undefined, { pages: {} }]) {
      build(manifest);
      const said: string[] = [];
      expect(await hintStartupChunks(dir, (m) => said.push(m))).toEqual([]);
      expect(said).toHaveLength(1);
      expect(read('root.js')).toBe('/* root.js */');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
