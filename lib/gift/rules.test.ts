import { describe, expect, it } from 'vitest';
import { Code } from '@/lib/contract/codes';
import { ApiError, LocalCode } from '@/lib/http/errors';
import { deliveryRange, giftFieldErrors, giftKeySuffix, isoDay, looksLikeGiftCode, redeemProblem, refundFieldErrors } from './rules';

const range = { min: '2026-11-22', max: '2027-11-22' };
const gift = { recipient_email: 'friend@example.com', message: 'Happy birthday', deliver_at: '2026-12-24' };

describe('deliveryRange', () => {
  it.each([
    [new Date(2026, 10, 22, 23, 59), '2026-11-22', '2027-11-22'],
    [new Date(2026, 0, 1, 0, 0), '2026-01-01', '2027-01-01'],
    [new Date(2028, 1, 29, 12), '2028-02-29', '2029-02-28'],
  ])('%s → %s … %s in the local calendar', (now, min, max) => {
    expect(deliveryRange(now)).toEqual({ min, max });
  });
  it('pads months and days', () => expect(isoDay(new Date(2026, 2, 5))).toBe('2026-03-05'));
});

describe('giftFieldErrors', () => {
  it('accepts a complete gift, with or without a message', () => {
    expect(giftFieldErrors(gift, range)).toEqual({});
    expect(giftFieldErrors({ ...gift, message: '' }, range)).toEqual({});
    expect(giftFieldErrors({ ...gift, deliver_at: range.min }, range)).toEqual({});
    expect(giftFieldErrors({ ...gift, deliver_at: range.max }, range)).toEqual({});
  });
  it.each([
    [{ recipient_email: '' }, { recipient_email: 'required' }],
    [{ recipient_email: 'not-an-email' }, { recipient_email: 'emailInvalid' }],
    [{ message: 'x'.repeat(501) }, { message: 'messageLong' }],
    [{ message: 'Claim your prize at www.prize-desk.com' }, { message: 'messageLink' }],
    [{ deliver_at: '' }, { deliver_at: 'required' }],
    [{ deliver_at: '2026-11-21' }, { deliver_at: 'dateRange' }],
    [{ deliver_at: '2027-11-23' }, { deliver_at: 'dateRange' }],
    [{ deliver_at: '24/12/2026' }, { deliver_at: 'dateRange' }],
  ])('%o → %o', (change, expected) => {
    expect(giftFieldErrors({ ...gift, ...change }, range)).toEqual(expected);
  });
  it('counts an emoji as one character', () => {
    expect(giftFieldErrors({ ...gift, message: '🎁'.repeat(500) }, range)).toEqual({});
  });
});

describe('giftKeySuffix', () => {
  it('is stable for the same gift and differs when it changes', () => {
    expect(giftKeySuffix(gift)).toBe(giftKeySuffix({ ...gift, recipient_email: ' Friend@Example.com ' }));
    expect(giftKeySuffix(gift)).not.toBe(giftKeySuffix({ ...gift, deliver_at: '2026-12-25' }));
    expect(giftKeySuffix(gift)).toMatch(/^g[0-9a-z]{1,8}$/);
  });
  it('differs when only the time zone changes: the server compares it with the other details', () => {
    const berlin = giftKeySuffix({ ...gift, time_zone: 'Europe/Berlin' });
    expect(berlin).toBe(giftKeySuffix({ ...gift, time_zone: 'Europe/Berlin' }));
    expect(berlin).not.toBe(giftKeySuffix({ ...gift, time_zone: 'Asia/Tokyo' }));
    expect(berlin).not.toBe(giftKeySuffix(gift));
  });
});

describe('redeem', () => {
  it.each([
    [new ApiError(200, Code.GIFT_CARD_USED, 'used'), 'used'],
    [new ApiError(200, Code.GIFT_CARD_INVALID, 'invalid'), 'invalid'],
    [new ApiError(429, Code.RATE_LIMITED, 'slow down'), 'rateLimited'],
    [new ApiError(0, LocalCode.RECAPTCHA_LOAD_FAILED, ''), 'botCheck'],
    [new ApiError(0, LocalCode.CHINA_BLOCKED, ''), 'china'],
    [new ApiError(0, Code.INTERNAL, ''), 'network'],
    [new ApiError(200, Code.INTERNAL, 'boom'), 'failed'],
    [new Error('offline'), 'network'],
  ])('%s → %s', (error, problem) => expect(redeemProblem(error)).toBe(problem));

  it('recognises the shape of a code, in any case and with spaces around it', () => {
    expect(looksLikeGiftCode(' hvpn-abcd-efgh-jk23 ')).toBe(true);
    for (const bad of ['', 'HVPN-ABCD-EFGH', 'HVPN-ABCD-EFGH-JK2', 'XVPN-ABCD-EFGH-JK23', 'HVPN ABCD EFGH JK23']) {
      expect(looksLikeGiftCode(bad), bad).toBe(false);
    }
  });
});

describe('refundFieldErrors', () => {
  const ok = { reason: 'The connection keeps dropping', user_ref: 'me@example.com', receipt: 'ord_1' };
  it('accepts a complete request', () => expect(refundFieldErrors(ok)).toEqual({}));
  it.each([
    [{ reason: '' }, { reason: 'required' }],
    [{ reason: 'too short' }, { reason: 'reasonShort' }],
    [{ reason: 'x'.repeat(2001) }, { reason: 'tooLong' }],
    [{ user_ref: '  ' }, { user_ref: 'required' }],
    [{ receipt: 'r'.repeat(129) }, { receipt: 'tooLong' }],
  ])('%o → %o', (change, expected) => expect(refundFieldErrors({ ...ok, ...change })).toEqual(expected));
});
