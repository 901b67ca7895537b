import { describe, expect, it, vi } from 'vitest';
import { inTurns, postTask } from './inTurns';

/** A post that queues tasks for the test to run one at a time. */
function manualPost() {
  const queue: (() => void)[] = [];
  return { post: (task: () => void) => void queue.push(task), runOne: () => queue.shift()?.(), get pending() { return queue.length; } };
}

describe('inTurns', () => {
  it('runs one step per task, in order, none during the call itself', () => {
    const ran: string[] = [];
    const tasks = manualPost();
    inTurns([() => void ran.push('a'), () => void ran.push('b'), () => void ran.push('c')], tasks.post);
    expect(ran).toEqual([]);
    tasks.runOne();
    expect(ran).toEqual(['a']);
    tasks.runOne();
    expect(ran).toEqual(['a', 'b']);
    tasks.runOne();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(tasks.pending).toBe(0);
  });

  it('stopping skips the steps not yet run and undoes the ones that ran', () => {
    const tasks = manualPost();
    const undoA = vi.fn();
    const b = vi.fn();
    const stop = inTurns([() => undoA, b], tasks.post);
    tasks.runOne();
    stop();
    tasks.runOne();
    expect(b).not.toHaveBeenCalled();
    expect(undoA).toHaveBeenCalledTimes(1);
    stop();
    expect(undoA).toHaveBeenCalledTimes(1);
  });

  it('a step that throws is reported and the next one still runs', () => {
    const tasks = manualPost();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    inTurns([() => { throw new Error('broken'); }, after], tasks.post);
    tasks.runOne();
    tasks.runOne();
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken' }));
    error.mockRestore();
  });

  it('postTask runs the task later, as a task of its own', async () => {
    const ran: string[] = [];
    postTask(() => ran.push('posted'));
    ran.push('sync');
    await new Promise((done) => setTimeout(done, 20));
    expect(ran).toEqual(['sync', 'posted']);
  });
});
