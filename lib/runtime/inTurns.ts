// Work a page does once, split into turns: each step runs as a task of its own, in order, so the main thread is
// free between two steps (a tap or a frame can come in between). One effect that did all of it at once was a
// single long task on every page (docs/benchmarks.md, "Sections drawn on the server and the runtime's start in
// turns"): the zone lookup, the device's first read, the geo and profile calls each cost a few milliseconds on a
// phone, and together they blocked the page for tens.

/** A step; what it returns, if anything, undoes it (listeners, intervals) when the turns are stopped. */
export type Step = () => (() => void) | void;

/**
 * Posts `task` as a task of its own. A message is not clamped like a nested setTimeout(0) (4 ms after five).
 * lib/format/warmIntl.ts has its own copy: that module runs in the framework's entry and must import nothing.
 */
export function postTask(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

/**
 * Runs `steps` one per task, in order. The returned function stops: the steps that have not run never will, and
 * the undo of each that has runs. A step that throws is reported to the console and the next one still runs.
 */
export function inTurns(steps: readonly Step[], post: (task: () => void) => void = postTask): () => void {
  const undo: (() => void)[] = [];
  let next = 0;
  let stopped = false;
  const turn = () => {
    const step = steps[next++];
    if (stopped || !step) return;
    try {
      const stop = step();
      if (typeof stop === 'function') undo.push(stop);
    } catch (error) {
      console.error(error);
    }
    if (next < steps.length) post(turn);
  };
  post(turn);
  return () => {
    stopped = true;
    for (const stop of undo.splice(0)) stop();
  };
}
