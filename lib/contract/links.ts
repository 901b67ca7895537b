// Whether a text carries something a mail client would turn into a link. Gift messages travel in our
// e-mail to any address, so a link in one would make us a phishing relay (docs/security.md#gift-mail).
// Shared by the gift form (to say so before sending) and the server (which decides).

// Common generic top-level domains; any two-letter label also counts (country codes: de, io, ly, ...).
const TLDS = new Set([
  'com', 'net', 'org', 'info', 'biz', 'xyz', 'top', 'online', 'site', 'app', 'dev', 'shop', 'store', 'club', 'live',
  'link', 'click', 'page', 'win', 'vip', 'icu', 'cyou', 'buzz', 'work', 'tech', 'cloud', 'email', 'support', 'help',
  'bank', 'money', 'pay', 'gov', 'edu', 'mobi', 'name', 'pro', 'zip', 'mov', 'onion', 'xn--p1ai',
]);

// A scheme ("https:", "mailto:", "data:"...) followed by something, or "www." anywhere.
const SCHEME = /(?:^|[^\p{L}\p{N}])(?:[a-z][a-z0-9+.-]{1,20}:\/\/|(?:mailto|data|javascript|tel|sms):)\S/iu;
const WWW = /(?:^|[^\p{L}\p{N}])www\s*[.。．]/iu;
// host.tld, with the dots people and mail clients accept (full-width and ideographic ones too). SPACED is
// the "evil. com" dodge: only with a known top-level name, or "Mum. xx" at the end of a card would count.
const HOST = /(?:[\p{L}\p{N}-]+[.。．])+([\p{L}\p{N}-]{2,24})(?=$|[^\p{L}\p{N}-])/giu;
const SPACED = /[\p{L}\p{N}-]+\s*[.。．]\s*([\p{L}\p{N}-]{2,24})(?=$|[^\p{L}\p{N}-])/giu;

export function containsLink(text: string): boolean {
  const value = text.normalize('NFKC');
  if (SCHEME.test(value) || WWW.test(value)) return true;
  for (const match of value.matchAll(HOST)) {
    const tld = match[1]!.toLowerCase();
    // "e.g." or "3.50" are not hosts: a top-level label is letters (or punycode), two letters or a known name.
    if (/^\d+$/.test(tld)) continue;
    if (tld.length === 2 || TLDS.has(tld)) return true;
  }
  for (const match of value.matchAll(SPACED)) if (TLDS.has(match[1]!.toLowerCase())) return true;
  return false;
}
