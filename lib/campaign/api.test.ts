import { describe, expect, it } from 'vitest';
import { Code } from '@/lib/contract/codes';
import { ApiError } from '@/lib/http/errors';
import { callProblem } from './api';
import { NEWSLETTER_LINK_INVALID } from './newsletter';

describe('callProblem', () => {
  it.each([
    ['no answer', new ApiError(0, Code.INTERNAL, 'Error'), 'network'],
    ['not an ApiError', new TypeError('Failed to fetch'), 'network'],
    ['a 429', new ApiError(429, Code.RATE_LIMITED, 'Too many'), 'rateLimited'],
    ['the wrong-link code', new ApiError(200, NEWSLETTER_LINK_INVALID, 'This unsubscribe link is not valid'), 'linkInvalid'],
    ['a schema failure', new ApiError(400, Code.INVALID_PARAMS, 'email: Enter a valid e-mail address'), 'invalid'],
    ['a server failure', new ApiError(500, Code.INTERNAL, 'Something went wrong'), 'other'],
  ])('%s is %s', (_, error, expected) => {
    expect(callProblem(error)).toBe(expected);
  });
});
