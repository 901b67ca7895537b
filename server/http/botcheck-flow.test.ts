import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, OK } from '@/lib/contract/codes';
import { config } from '../config';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo';
import { call, freshStore } from '../testing';

const mutable = config as { -readonly [K in keyof typeof config]: (typeof config)[K] };
const body = { username: DEMO_EMAIL, password: DEMO_PASSWORD };

beforeEach(() => {
  freshStore();
});
afterEach(() => {
  mutable.recaptchaSecret = '';
  vi.unstubAllGlobals();
});

describe('bot check', () => {
  it('passes without a configured secret, on the plain and the reca path', async () => {
    expect((await call('POST', '/account/v1/web/login', { body })).body.code).toBe(OK);
    expect((await call('POST', '/account/reca/r2/v1/web/login', { body: { ...body, recasign: 'whatever-token' } })).body.code).toBe(OK);
  });

  it('with a secret: the plain path and a low score get 20104, a good score passes', async () => {
    mutable.recaptchaSecret = 'test-secret';
    let score = 0.9;
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, score }))));
    expect((await call('POST', '/account/v1/web/login', { body })).body).toEqual({
      code: Code.RECAPTCHA_SCORE_TOO_LOW, msg: 'ReCaptchaScoreTooLow', data: null,
    });
    expect((await call('POST', '/account/reca/r3/v1/web/login', { body: { ...body, recasign: 'token-from-grecaptcha' } })).body.code).toBe(OK);
    score = 0.1;
    expect((await call('POST', '/account/reca/r2/v1/web/login', { body: { ...body, recasign: 'token-from-grecaptcha' } })).body.code).toBe(
      Code.RECAPTCHA_SCORE_TOO_LOW,
    );
  });

  it('has no reca variant for calls that are not guarded', async () => {
    expect((await call('GET', '/account/reca/r2/v1/web/profile')).status).toBe(404);
  });
});
