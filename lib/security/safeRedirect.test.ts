import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/myAccount', '/myAccount'],
    ['/de/pricing?plan=1024#faq', '/de/pricing?plan=1024#faq'],
    ['/a/../b', '/b'],
  ])('keeps the same-origin path %s', (input, output) => {
    expect(safeRedirectPath(input)).toBe(output);
  });

  it.each([
    'https://evil.example/', '//evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)',
    'myAccount', '', '/\u0000x', '/%0d%0aSet-Cookie:x', `/${'a'.repeat(3000)}`, null, undefined,
  ])('refuses %s', (input) => {
    const result = safeRedirectPath(input as string);
    if (result !== null) expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
    else expect(result).toBeNull();
  });

  it('refuses protocol-relative and absolute URLs outright', () => {
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
  });
});
