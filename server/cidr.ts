// CIDR ranges for "is this visitor on one of our own servers?" (OWN_SERVER_RANGES, docs/behaviour.md#ip-banner).
// Written out rather than node:net's BlockList, whose IPv6 rules also match every IPv4 address they would
// contain when mapped (`::/0` matches 1.2.3.4): here an IPv4-mapped IPv6 address (`::ffff:192.0.2.7`, what a
// dual-stack socket reports) is the IPv4 address it carries, and otherwise the two families never mix.

export interface CidrRange {
  version: 4 | 6;
  /** The network address with its host bits cleared. */
  network: bigint;
  prefix: number;
}

interface Address {
  version: 4 | 6;
  value: bigint;
}

const BITS = { 4: 32, 6: 128 } as const;

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    // No leading zeros: "010" is octal to some parsers and decimal to others.
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  let groupsText = text;
  let tail: bigint[] = [];
  // An IPv4 tail (::ffff:192.0.2.7) stands for the last two groups.
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.', lastColon)) {
    const v4 = parseIpv4(text.slice(lastColon + 1));
    if (v4 === null) return null;
    tail = [v4 >> 16n, v4 & 0xffffn];
    groupsText = text.slice(0, lastColon + 1);
    if (!groupsText.endsWith('::')) groupsText = groupsText.slice(0, -1);
  }
  const halves = groupsText.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string) => (half === '' ? [] : half.split(':')).map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? BigInt(`0x${g}`) : null));
  const head = parse(halves[0]!);
  const end = halves.length === 2 ? parse(halves[1]!) : [];
  if (head.includes(null) || end.includes(null)) return null;
  const count = head.length + end.length + tail.length;
  // Without "::" all eight groups are written; with it, "::" stands for at least one group of zeros.
  if (halves.length === 1 ? count !== 8 : count > 7) return null;
  const groups = [...head, ...Array<bigint>(8 - count).fill(0n), ...end, ...tail] as bigint[];
  return groups.reduce((acc, group) => (acc << 16n) | group, 0n);
}

/**
 * An IP address as a number, or null when `text` is not one. A zone (`fe80::1%eth0`) is dropped, and an
 * IPv4-mapped IPv6 address becomes the IPv4 address it carries.
 */
export function parseIp(text: string): Address | null {
  const ip = text.trim().split('%')[0]!;
  if (ip.includes(':')) {
    const value = parseIpv6(ip);
    if (value === null) return null;
    if (value >> 32n === 0xffffn) return { version: 4, value: value & 0xffffffffn };
    return { version: 6, value };
  }
  const value = parseIpv4(ip);
  return value === null ? null : { version: 4, value };
}

/**
 * One range: `192.0.2.0/24`, `2001:db8::/32`, or a single address (a /32 or /128). Host bits may be set
 * (`192.0.2.9/24` is 192.0.2.0/24). An IPv4-mapped range (`::ffff:192.0.2.0/120`) is the IPv4 range.
 */
export function parseCidr(text: string): CidrRange | null {
  const [ip = '', prefixText, ...extra] = text.trim().split('/');
  if (extra.length || ip.includes('%')) return null;
  const address = parseIp(ip);
  if (!address) return null;
  const mapped = address.version === 4 && ip.includes(':');
  let prefix: number = BITS[address.version];
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return null;
    prefix = Number(prefixText);
    if (mapped) {
      // Written in IPv6 bits: only the last 32 of them are the IPv4 range.
      if (prefix < 96 || prefix > 128) return null;
      prefix -= 96;
    } else if (prefix > BITS[address.version]) return null;
  }
  return { version: address.version, network: mask(address.value, prefix, address.version), prefix };
}

function mask(value: bigint, prefix: number, version: 4 | 6): bigint {
  const hostBits = BigInt(BITS[version] - prefix);
  return (value >> hostBits) << hostBits;
}

/**
 * The ranges of a comma- or space-separated list. Entries that are not a range are left out with a
 * warning (naming the setting), so one typo never turns the whole list off.
 */
export function parseCidrList(list: string, warn: (message: string) => void = console.warn, setting = 'OWN_SERVER_RANGES'): CidrRange[] {
  const ranges: CidrRange[] = [];
  for (const entry of list.split(/[\s,]+/).filter(Boolean)) {
    const range = parseCidr(entry);
    if (range) ranges.push(range);
    else warn(`${setting}: ignoring ${JSON.stringify(entry)}, which is not an IPv4 or IPv6 CIDR range`);
  }
  return ranges;
}

/** Whether `ip` lies in one of `ranges`; an address that does not parse is in none. */
export function inRanges(ip: string, ranges: readonly CidrRange[]): boolean {
  const address = parseIp(ip);
  if (!address) return false;
  return ranges.some(
    (range) => range.version === address.version && mask(address.value, range.prefix, range.version) === range.network,
  );
}
