import { describe, expect, it, vi } from 'vitest';
import { inRanges, parseCidr, parseCidrList, parseIp } from './cidr';

const ranges = (list: string) => parseCidrList(list, () => {});

describe('parseIp', () => {
  it('reads IPv4 and IPv6 addresses, with or without "::" and an IPv4 tail', () => {
    expect(parseIp('192.0.2.7')).toEqual({ version: 4, value: 0xc0000207n });
    expect(parseIp('2001:db8::1')).toEqual({ version: 6, value: (0x20010db8n << 96n) | 1n });
    expect(parseIp('2001:0db8:0000:0000:0000:0000:0000:0001')).toEqual(parseIp('2001:db8::1'));
    expect(parseIp('::')).toEqual({ version: 6, value: 0n });
    expect(parseIp('::1')).toEqual({ version: 6, value: 1n });
    expect(parseIp('64:ff9b::192.0.2.7')).toEqual({ version: 6, value: (0x64ff9bn << 96n) | 0xc0000207n });
    expect(parseIp('fe80::1%eth0')).toEqual({ version: 6, value: (0xfe80n << 112n) | 1n });
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(parseIp('::ffff:192.0.2.7')).toEqual({ version: 4, value: 0xc0000207n });
    expect(parseIp('::ffff:c000:207')).toEqual({ version: 4, value: 0xc0000207n });
    expect(parseIp('0:0:0:0:0:ffff:192.0.2.7')).toEqual({ version: 4, value: 0xc0000207n });
  });

  it.each([
    '', 'localhost', '192.0.2', '192.0.2.256', '192.0.2.07', '1.2.3.4.5', '2001:db8:::1', '2001:db8::1::2',
    '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1::2:3:4:5:6:7:8', '12345::', 'g::1', ':1:2:3:4:5:6:7', '::ffff:192.0.2',
  ])('refuses %j', (text) => {
    expect(parseIp(text)).toBeNull();
  });
});

describe('parseCidr', () => {
  it('reads IPv4 and IPv6 ranges and single addresses', () => {
    expect(parseCidr('192.0.2.0/24')).toEqual({ version: 4, network: 0xc0000200n, prefix: 24 });
    expect(parseCidr('2001:db8::/32')).toEqual({ version: 6, network: 0x20010db8n << 96n, prefix: 32 });
    expect(parseCidr('198.51.100.9')).toEqual({ version: 4, network: 0xc6336409n, prefix: 32 });
    expect(parseCidr('2001:db8::9')?.prefix).toBe(128);
    expect(parseCidr('0.0.0.0/0')).toEqual({ version: 4, network: 0n, prefix: 0 });
  });

  it('clears host bits, and reads an IPv4-mapped range as the IPv4 range', () => {
    expect(parseCidr('192.0.2.77/24')).toEqual(parseCidr('192.0.2.0/24'));
    expect(parseCidr('::ffff:192.0.2.0/120')).toEqual(parseCidr('192.0.2.0/24'));
  });

  it.each(['192.0.2.0/33', '2001:db8::/129', '192.0.2.0/', '192.0.2.0/x', '192.0.2.0/24/1', '/24', 'fe80::/10%eth0', '::ffff:192.0.2.0/64', 'example.com/24'])(
    'refuses %j',
    (text) => {
      expect(parseCidr(text)).toBeNull();
    },
  );
});

describe('parseCidrList', () => {
  it('reads a comma- or space-separated list', () => {
    expect(ranges('192.0.2.0/24, 2001:db8::/32\n198.51.100.0/24')).toHaveLength(3);
    expect(ranges('')).toEqual([]);
    expect(ranges(' , ')).toEqual([]);
  });

  it('leaves malformed entries out with a warning, and keeps the others', () => {
    const warn = vi.fn();
    const list = parseCidrList('192.0.2.0/24,192.0.2.0/40,not-an-ip,2001:db8::/32', warn);
    expect(list.map((r) => r.version)).toEqual([4, 6]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('OWN_SERVER_RANGES: ignoring "192.0.2.0/40", which is not an IPv4 or IPv6 CIDR range');
    expect(warn).toHaveBeenCalledWith('OWN_SERVER_RANGES: ignoring "not-an-ip", which is not an IPv4 or IPv6 CIDR range');
  });
});

describe('inRanges', () => {
  const own = ranges('192.0.2.0/24, 2001:db8::/32');

  it('matches IPv4 addresses by prefix', () => {
    expect(inRanges('192.0.2.0', own)).toBe(true);
    expect(inRanges('192.0.2.255', own)).toBe(true);
    expect(inRanges('192.0.3.0', own)).toBe(false);
    expect(inRanges('203.0.113.7', own)).toBe(false);
    expect(inRanges('10.1.2.3', ranges('10.0.0.0/8'))).toBe(true);
    expect(inRanges('11.0.0.0', ranges('10.0.0.0/8'))).toBe(false);
    expect(inRanges('8.8.8.8', ranges('0.0.0.0/0'))).toBe(true);
  });

  it('matches IPv6 addresses by prefix', () => {
    expect(inRanges('2001:db8::1', own)).toBe(true);
    expect(inRanges('2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', own)).toBe(true);
    expect(inRanges('2001:db9::1', own)).toBe(false);
    expect(inRanges('2001:DB8:0:0::7', own)).toBe(true);
    expect(inRanges('2001:db8:4a00::1', ranges('2001:db8:4a00::/40'))).toBe(true);
    expect(inRanges('2001:db8:4b00::1', ranges('2001:db8:4a00::/40'))).toBe(false);
  });

  it('matches an IPv4-mapped IPv6 address against the IPv4 ranges', () => {
    expect(inRanges('::ffff:192.0.2.7', own)).toBe(true);
    expect(inRanges('::ffff:c000:207', own)).toBe(true);
    expect(inRanges('::ffff:203.0.113.7', own)).toBe(false);
  });

  it('never mixes the families otherwise', () => {
    expect(inRanges('192.0.2.7', ranges('::/0'))).toBe(false);
    expect(inRanges('2001:db8::1', ranges('0.0.0.0/0'))).toBe(false);
  });

  it('matches nothing for an address that does not parse, or without ranges', () => {
    expect(inRanges('', own)).toBe(false);
    expect(inRanges('unknown', own)).toBe(false);
    expect(inRanges('192.0.2.7', [])).toBe(false);
  });
});
