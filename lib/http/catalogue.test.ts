import { describe, expect, it } from 'vitest';
import { classify } from './catalogue';

describe('error catalogue', () => {
  it('passes a 200 with code 200', () => {
    expect(classify(200, { code: 200, msg: 'ok', data: {} })).toEqual({ kind: 'ok' });
  });

  it("toasts any other HTTP status with the server's message, or nothing to fall back to 'Error'", () => {
    expect(classify(500, { code: 50000, msg: 'Something went wrong on our side' })).toEqual({ kind: 'toast', message: 'Something went wrong on our side' });
    expect(classify(413, { code: 41300, msg: '' })).toEqual({ kind: 'toast', message: null });
    expect(classify(500, null)).toEqual({ kind: 'toast', message: null });
  });

  it('says in the visitor\'s language when the service is unreachable, slow or not answering at all', () => {
    const unavailable = { kind: 'toast', messageKey: 'errors.serviceUnavailable' };
    expect(classify(502, { code: 50200, msg: 'The service is not reachable, please try again' })).toMatchObject(unavailable);
    expect(classify(504, { code: 50400, msg: 'The service took too long to answer, please try again' })).toMatchObject(unavailable);
    // A front (nginx) answering for a dead instance: no JSON body.
    expect(classify(502, null)).toMatchObject(unavailable);
    expect(classify(503, undefined)).toMatchObject(unavailable);
    expect(classify(0, undefined)).toMatchObject({ kind: 'toast', messageKey: 'errors.network' });
  });

  it.each([50008, 50012, 50014])('opens the logout dialog for %i', (code) => {
    expect(classify(200, { code, msg: 'x' })).toEqual({ kind: 'logoutDialog' });
  });

  it.each([401, 403])('sends the visitor to sign in again for %i', (code) => {
    expect(classify(200, { code, msg: 'x' })).toEqual({ kind: 'reauth' });
  });

  it('hands other error bodies to the caller', () => {
    expect(classify(200, { code: 10001, msg: 'Incorrect e-mail or password' })).toEqual({ kind: 'caller' });
    expect(classify(200, { code: 20104, msg: 'ReCaptchaScoreTooLow' })).toEqual({ kind: 'caller' });
  });
});
