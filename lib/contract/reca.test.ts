import { describe, expect, it } from 'vitest';
import { parseRecaPath, recaPath } from '@/lib/contract/reca';

describe('reca path variant', () => {
  it('inserts /reca/r2 after the service', () => {
    expect(recaPath('/api/mms/account/v1/web/login')).toBe('/api/mms/account/reca/r2/v1/web/login');
    expect(recaPath('/account/v1/verification/request', 'r3')).toBe('/account/reca/r3/v1/verification/request');
  });

  it('parses it back', () => {
    expect(parseRecaPath('/account/reca/r2/v1/web/login')).toEqual({ path: '/account/v1/web/login', variant: 'r2' });
    expect(parseRecaPath('/account/reca/r3/v1/web/login')).toEqual({ path: '/account/v1/web/login', variant: 'r3' });
    expect(parseRecaPath('/account/v1/web/login')).toEqual({ path: '/account/v1/web/login', variant: null });
    expect(parseRecaPath('/account/reca/r9/v1/web/login').variant).toBeNull();
  });
});
