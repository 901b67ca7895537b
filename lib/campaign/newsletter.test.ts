import { describe, expect, it } from 'vitest';
import { readUnsubscribeLink, unsubscribePath } from './newsletter';

describe('unsubscribe links', () => {
  it('builds the page path in the subscriber\'s language, with the e-mail and token escaped', () => {
    expect(unsubscribePath('en', 'a+b@example.com', 'tok_en-1')).toBe('/edmsub?unsubscribe=1&email=a%2Bb%40example.com&token=tok_en-1');
    expect(unsubscribePath('ar', 'x@example.com', 't')).toBe('/ar/edmsub?unsubscribe=1&email=x%40example.com&token=t');
  });

  it('reads back what it built', () => {
    const path = unsubscribePath('de', 'a+b@example.com', 'Zm9v_YmFy-');
    expect(readUnsubscribeLink(path.slice(path.indexOf('?')))).toEqual({ email: 'a+b@example.com', token: 'Zm9v_YmFy-' });
  });

  it.each([
    ['', null],
    ['?utm_source=mail', null],
    ['?unsubscribe=0&email=a@b.co&token=t', null],
    ['?unsubscribe=1', 'invalid'],
    ['?unsubscribe=1&email=a@b.co', 'invalid'],
    ['?unsubscribe=1&token=t', 'invalid'],
    ['?unsubscribe=1&email=%20&token=t', 'invalid'],
    [`?unsubscribe=1&email=a@b.co&token=${'t'.repeat(129)}`, 'invalid'],
  ])('%s reads as %s', (search, expected) => {
    expect(readUnsubscribeLink(search)).toBe(expected);
  });
});
