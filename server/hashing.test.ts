// Bounded password hashing (docs/security.md, "Bounded password hashing"): a slow fake key derivation that
// finishes only when the test says so, so the counts are exact and nothing is timed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, OK } from '@/lib/contract/codes';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed/demo';
import { mmsEndpoints } from './endpoints';
import { handleApi } from './http/handle';
import { configureHashing, hashingLoad, HashingBusyError, hashPassword, HASH_CONCURRENCY, HASH_QUEUE, verifyPassword } from './passwords';
import { call, freshStore, signIn } from './testing';

const CONCURRENCY = HASH_CONCURRENCY;
const QUEUE = HASH_QUEUE;

/** A key derivation that waits for `release()`; counts how many run at once. */
function slowFake() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const state = { running: 0, maxRunning: 0, calls: 0 };
  const derive = async (_password: string, _salt: Buffer, keylen: number) => {
    state.calls += 1;
    state.running += 1;
    state.maxRunning = Math.max(state.maxRunning, state.running);
    await gate;
    state.running -= 1;
    return Buffer.alloc(keylen);
  };
  return { derive, state, release: () => open() };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Like testing.ts's call(), but returns the Response itself (to read Retry-After). */
function rawLogin(username: string, password: string): Promise<Response> {
  const request = new Request('http://localhost:3000/api/mms/account/v1/web/login', {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'x-app-type': '502', 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return handleApi(request, '/api/mms', ['account', 'v1', 'web', 'login'], mmsEndpoints);
}

let restore: (() => void) | undefined;
beforeEach(() => {
  freshStore();
});
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('bounded password hashing', () => {
  it(`runs at most ${CONCURRENCY} hashes at once, queues ${QUEUE}, and refuses the next with HashingBusyError`, async () => {
    const fake = slowFake();
    restore = configureHashing({ derive: fake.derive });
    const settled: ('ok' | 'busy')[] = [];
    const all = Array.from({ length: CONCURRENCY + QUEUE + 1 }, (_, i) =>
      hashPassword(`password ${i}`).then(
        () => settled.push('ok'),
        (error: unknown) => settled.push(error instanceof HashingBusyError ? 'busy' : 'ok'),
      ),
    );
    await tick();
    expect(hashingLoad()).toEqual({ active: CONCURRENCY, waiting: QUEUE });
    expect(settled).toEqual(['busy']);
    fake.release();
    await Promise.all(all);
    expect(settled.filter((s) => s === 'ok')).toHaveLength(CONCURRENCY + QUEUE);
    expect(fake.state.maxRunning).toBe(CONCURRENCY);
    expect(fake.state.calls).toBe(CONCURRENCY + QUEUE);
    expect(hashingLoad()).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the slot when a hash fails', async () => {
    restore = configureHashing({ concurrency: 1, queue: 0, derive: () => Promise.reject(new Error('boom')) });
    await expect(hashPassword('first password')).rejects.toThrow('boom');
    restore();
    restore = undefined;
    expect(hashingLoad()).toEqual({ active: 0, waiting: 0 });
    expect(await verifyPassword('x', await hashPassword('x'))).toBe(true);
  });
});

describe('sign-in flood', () => {
  it(`${CONCURRENCY}+${QUEUE}+1 concurrent sign-ins: exactly one 503 with Retry-After, and plans still answer`, async () => {
    const fake = slowFake();
    restore = configureHashing({ derive: fake.derive });
    const responses: Response[] = [];
    // Distinct e-mails: the per-account-and-IP limit (10) is not what is tested here.
    const all = Array.from({ length: CONCURRENCY + QUEUE + 1 }, (_, i) =>
      rawLogin(`flood${i}@example.com`, 'wrong password').then((r) => responses.push(r)),
    );
    while (responses.length < 1) await tick();
    expect(hashingLoad()).toEqual({ active: CONCURRENCY, waiting: QUEUE });

    // Meanwhile, a call that does no hashing answers at once.
    const plans = await call('GET', '/payment/v1/providers/plans');
    expect(plans.body.code).toBe(OK);

    fake.release();
    await Promise.all(all);
    const busy = responses.filter((r) => r.status === 503);
    expect(busy).toHaveLength(1);
    expect(busy[0]!.headers.get('retry-after')).toBe('2');
    expect(await busy[0]!.json()).toEqual({ code: Code.SERVER_BUSY, msg: expect.stringMatching(/busy/), data: null });
    const others = await Promise.all(responses.filter((r) => r.status !== 503).map((r) => r.json() as Promise<{ code: number }>));
    expect(others.map((b) => b.code)).toEqual(Array(CONCURRENCY + QUEUE).fill(Code.LOGIN_FAILED));
  });

  it('a busy server answers 503 to change-password and keeps the old password', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    restore = configureHashing({ concurrency: 0, queue: 0 });
    const change = await call('POST', '/account/v1/web/change_password', {
      token, body: { old_password: DEMO_PASSWORD, new_password: 'a brand new passphrase' },
    });
    expect(change.status).toBe(503);
    expect(change.body.code).toBe(Code.SERVER_BUSY);
    restore();
    restore = undefined;
    expect(await signIn(DEMO_EMAIL, DEMO_PASSWORD)).toBeTruthy();
  });
});
