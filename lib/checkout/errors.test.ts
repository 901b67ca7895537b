import { describe, expect, it } from 'vitest';
import { ApiError, LocalCode } from '@/lib/http/errors';
import { checkoutError } from './errors';

describe('checkoutError', () => {
  it.each([
    [new ApiError(200, 20005, 'x'), 'emailRegistered'],
    [new ApiError(200, 20001, 'x'), 'planNotFound'],
    [new ApiError(200, 20003, 'x'), 'notPayable'],
    [new ApiError(200, 20006, 'x'), 'failed'],
    [new ApiError(0, LocalCode.CHINA_BLOCKED, 'x'), 'china'],
    [new ApiError(0, 50000, 'x'), 'network'],
    [new ApiError(200, 99999, 'x'), 'failed'],
    [new Error('boom'), 'network'],
  ])('%s → %s', (error, key) => {
    expect(checkoutError(error)).toBe(key);
  });
});
