import { describe, expect, it } from 'vitest';
import { decodeProductId, EMPTY, type DecodedProductId } from './productId';

const d = (fields: Partial<DecodedProductId>): DecodedProductId => ({ ...EMPTY, ...fields });

describe('decodeProductId', () => {
  const cases: [string, unknown, DecodedProductId][] = [
    ['the 1-month plan', 'v2.vpn.web.premium.usd.1m', d({ interval: 1, intervalUnit: 'MONTH' })],
    ['off only', 'v2.vpn.web.premium.usd.6m.off42', d({ interval: 6, intervalUnit: 'MONTH', off: 42 })],
    ['every field', 'v2.vpn.web.premium.usd.24m.off65.add3m.try7d',
      d({ interval: 24, intervalUnit: 'MONTH', off: 65, addCount: 3, addUnit: 'MONTH', tryCount: 7, tryUnit: 'DAY' })],
    ['days, weeks, years', 'v2.a.b.c.d.2w.add1y.try3d', d({ interval: 2, intervalUnit: 'WEEK', addCount: 1, addUnit: 'YEAR', tryCount: 3, tryUnit: 'DAY' })],
    ['segments in any order', 'v2.a.b.c.d.1y.try1w.off100', d({ interval: 1, intervalUnit: 'YEAR', off: 100, tryCount: 1, tryUnit: 'WEEK' })],
    ['the first of a repeated kind', 'v2.a.b.c.d.1m.off10.off20', d({ interval: 1, intervalUnit: 'MONTH', off: 10 })],
    ['not v2', 'v1.vpn.web.premium.usd.1m', d({})],
    ['V2 in capitals', 'V2.vpn.web.premium.usd.1m', d({})],
    ['too few segments', 'v2.vpn.web', d({})],
    ['empty', '', d({})],
    ['not a string', 42, d({})],
    ['null', null, d({})],
    ['unknown unit', 'v2.a.b.c.d.12q', d({})],
    ['zero interval', 'v2.a.b.c.d.0m', d({})],
    ['leading zero', 'v2.a.b.c.d.06m', d({})],
    ['huge interval', 'v2.a.b.c.d.99999m', d({})],
    ['negative', 'v2.a.b.c.d.-1m', d({})],
    ['unit before number', 'v2.a.b.c.d.m12', d({})],
    ['capital unit', 'v2.a.b.c.d.12M', d({})],
    ['bad off kept apart', 'v2.a.b.c.d.12m.off101.offx.off0', d({ interval: 12, intervalUnit: 'MONTH' })],
    ['bad add and try', 'v2.a.b.c.d.12m.add.addm3.try0d.tryx', d({ interval: 12, intervalUnit: 'MONTH' })],
    ['malformed interval, good extras', 'v2.a.b.c.d.xx.off5', d({ off: 5 })],
    ['empty segments', 'v2.....', d({})],
    ['very long', `v2.a.b.c.d.1m.${'x'.repeat(500)}`, d({})],
  ];
  it.each(cases)('%s', (_name, id, expected) => {
    expect(decodeProductId(id)).toEqual(expected);
  });

  it('never shares the empty object', () => {
    const a = decodeProductId('nope');
    a.off = 3;
    expect(decodeProductId('nope').off).toBe(0);
  });
});
