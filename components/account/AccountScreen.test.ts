import { describe, expect, it } from 'vitest';
import { sourceImports } from '@/lib/testing/sourceImports';

// A client component imported anywhere in a route's server code is part of that route's JavaScript, rendered or
// not. So the wrapper every account screen uses must not import the bot check: only GuardedAccountScreen does.
const importsOf = (name: string) => sourceImports(`components/account/${name}`);

describe('the account screens and the reCAPTCHA library', () => {
  it('AccountScreen (My account, receipts, payment results) does not import the bot check', () => {
    const imports = importsOf('AccountScreen.tsx');
    expect(imports).toContain('./Notices');
    expect(imports.filter((i) => /recaptcha/i.test(i))).toEqual([]);
  });

  it('GuardedAccountScreen is AccountScreen with the reCAPTCHA script', () => {
    expect(importsOf('GuardedAccountScreen.tsx')).toEqual(['./AccountScreen', './RecaptchaScript']);
  });
});
