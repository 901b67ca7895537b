// Shared by the translation test and scripts/check-messages.mjs: what makes a message file complete.

/**
 * Values that may legitimately read the same in English and another language: brand and product names for
 * all, and loanwords a language really uses (checked by a native reader), per language.
 */
export const SAME_AS_ENGLISH_ALLOWED = {
  '*': [
    'Harbor VPN', 'Netflix', 'Windows', 'macOS', 'iOS', 'Android', 'FAQ', '{category}', 'PayPal', 'Bitcoin', 'App Store',
    'Google Play', 'Chrome', 'iOS / Mac', '{date}: {amount}',
  ],
  de: ['Download', 'Downloads', 'Blog', 'Streaming', 'Gaming', 'Status', 'Cookies', 'Name', 'Version {version}'],
  nl: ['Blog', 'Help', 'Product', 'Downloads', 'Influencers', 'Privacy', 'Streaming', 'Gaming', 'Tag: {tag}', 'Split tunneling', 'Status', 'servers', 'Tips', 'Cookies'],
  es: ['Blog', 'Error', 'Streaming', 'Kill switch', 'Plan', 'Cookies'],
  pt: ['Blog', 'Streaming', 'Kill switch', 'Tag: {tag}'],
  fr: ['Blog', 'Streaming', 'Kill switch', 'Page {page}', 'Commission', 'Cookies', 'Version {version}', '5 – Excellent', 'minutes'],
  it: ['Blog', 'Privacy', 'Streaming', 'Kill switch', 'Tag: {tag}', 'Split tunneling', 'Password'],
  pl: ['Blog', 'Streaming', 'Tag: {tag}', 'Plan', 'Status'],
  ms: ['Blog', 'Tag: {tag}', 'Status', 'Settings > General > Network settings > Advanced settings > DNS settings'],
  id: ['Blog', 'Streaming', 'Kill switch', 'Tag: {tag}', 'Split tunneling', 'Status', 'Settings > General > Network settings > Advanced settings > DNS settings'],
  tr: ['Blog', 'Kill switch', 'Plan'],
};

/** Keys whose values are proper names that many languages write as English does (Paris, Toronto, Sydney). */
export const SAME_AS_ENGLISH_KEY_PREFIXES = ['serverPages.cities.'];

const PLACEHOLDER = /\{(\w+)\}/g;

export function flatten(obj, prefix = '') {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
}

function placeholders(text) {
  return [...String(text).matchAll(PLACEHOLDER)].map((m) => m[1]).sort().join(',');
}

/** Returns human-readable problems of `other` against the English source; an empty list means complete. */
export function compareMessages(en, other, lang = '*') {
  const allowSame = new Set([...SAME_AS_ENGLISH_ALLOWED['*'], ...(SAME_AS_ENGLISH_ALLOWED[lang] ?? [])]);
  const source = new Map(flatten(en));
  const target = new Map(flatten(other));
  const problems = [];
  for (const [key, value] of source) {
    if (!target.has(key)) {
      problems.push(`missing key ${key}`);
      continue;
    }
    const translated = target.get(key);
    if (typeof translated !== 'string' || !translated.trim()) problems.push(`empty value ${key}`);
    else if (placeholders(translated) !== placeholders(value)) problems.push(`placeholders differ in ${key}`);
    else if (translated === value && !allowSame.has(value) && !SAME_AS_ENGLISH_KEY_PREFIXES.some((p) => key.startsWith(p)))
      problems.push(`same as English: ${key} = ${JSON.stringify(value)}`);
  }
  for (const key of target.keys()) if (!source.has(key)) problems.push(`extra key ${key}`);
  return problems;
}
