// Where the data layer keeps the last good answer of each call, so an outage of the service is served with
// it. Memory first; and on disk under the build's cache folder, so the copy outlives a restart and a tag
// expired by the publish hook (Next's own data cache forgets both). The build writes the first copies, since
// it shares the folder with `next start`. "Not found" answers stay in memory only: a deleted post must not
// come back, and made-up keys must not fill the disk.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Answer } from './reader';

export interface LastGood {
  get(key: string): Answer<unknown> | undefined;
  set(key: string, answer: Answer<unknown>): void;
}

/** Answers kept in memory per process; the oldest go first, so made-up keys cannot grow memory without end. */
export const MEMORY_MAX = 2000;

export function lastGoodStore(dir: string | null): LastGood {
  const memory = new Map<string, { answer: Answer<unknown>; json: string }>();
  const fileOf = (key: string) => path.join(dir!, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);

  function fromDisk(key: string): Answer<unknown> | undefined {
    if (!dir) return undefined;
    try {
      const saved = JSON.parse(fs.readFileSync(fileOf(key), 'utf8')) as { key: string; answer: Answer<unknown> };
      return saved.key === key ? saved.answer : undefined;
    } catch {
      return undefined;
    }
  }

  function toDisk(key: string, json: string | null) {
    if (!dir) return;
    try {
      if (json === null) {
        fs.rmSync(fileOf(key), { force: true });
        return;
      }
      fs.mkdirSync(dir, { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const temp = `${fileOf(key)}.${process.pid}.tmp`;
      fs.writeFileSync(temp, `{"key":${JSON.stringify(key)},"answer":${json}}`);
      fs.renameSync(temp, fileOf(key));
    } catch {
      // A read-only or full disk only costs the copy across restarts.
    }
  }

  return {
    get: (key) => memory.get(key)?.answer ?? fromDisk(key),
    set(key, answer) {
      const json = JSON.stringify(answer);
      const known = memory.get(key);
      memory.delete(key);
      memory.set(key, { answer, json });
      if (memory.size > MEMORY_MAX) memory.delete(memory.keys().next().value!);
      if (known?.json !== json) toDisk(key, answer.ok ? json : null);
    },
  };
}
