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
  nl: ['Blog', 'Help', 'Product', 'Downloads', 'Influencers', 'Privacy', 'Streaming', 'Gaming', 'Tag: {tag}', 'Split tunneling', 'Status', 'servers', 'Tips', 'Cookies', 'Protocol'],
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

/**
 * The argument names an ICU message uses, at any depth: "{servers}" and "{count, plural, one {# day} other {#
 * days}}" both use their argument, so a language may choose a plural where English has a plain placeholder (and
 * the other way round) without a false "placeholders differ". Returns null when the braces do not parse.
 */
export function argumentNames(text) {
  const names = new Set();
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const word = () => {
    const m = /^[^\s{},]+/.exec(text.slice(i));
    if (!m) throw new Error('word expected');
    i += m[0].length;
    return m[0];
  };
  // A message up to (not including) the "}" that closes it, or to the end at the top.
  const message = (nested) => {
    while (i < text.length) {
      const c = text[i];
      if (c === "'" && (text[i + 1] === '{' || text[i + 1] === '}')) {
        const end = text.indexOf("'", i + 1);
        if (end < 0) throw new Error('unclosed quote');
        i = end + 1;
      } else if (c === '{') {
        i++;
        argument();
      } else if (c === '}') {
        if (!nested) throw new Error('unexpected }');
        return;
      } else i++;
    }
    if (nested) throw new Error('unclosed {');
  };
  const argument = () => {
    ws();
    names.add(word());
    ws();
    if (text[i] === '}') return void i++;
    if (text[i] !== ',') throw new Error(', expected');
    i++;
    ws();
    const type = word();
    ws();
    if (['plural', 'select', 'selectordinal'].includes(type)) {
      if (text[i] !== ',') throw new Error(', expected');
      i++;
      for (;;) {
        ws();
        if (text[i] === '}') return void i++;
        word(); // the selector (one, other, =0, offset:1 …)
        ws();
        if (text[i] !== '{') continue;
        i++;
        message(true);
        i++;
      }
    }
    // number, date, time: skip the style (it may hold a skeleton but no arguments)
    let depth = 1;
    while (i < text.length && depth) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}') depth--;
      i++;
    }
    if (depth) throw new Error('unclosed {');
  };
  try {
    message(false);
  } catch {
    return null;
  }
  return names;
}

export function flatten(obj, prefix = '') {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
}

function placeholders(text) {
  const names = argumentNames(String(text));
  return names ? [...names].sort().join(',') : '(unbalanced braces)';
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
