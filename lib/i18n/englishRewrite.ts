// English pages have no prefix but live under app/[lang] as /en/...: a plain rewrite in next.config does
// that mapping, so a visitor with no language cookie and no tracking query never invokes the proxy
// (skipping it gave /faq +20% throughput in an isolated run: docs/benchmarks.md).
// Every request that the language rules could redirect, or that sets a cookie, still reaches the proxy: see
// the matcher in proxy.ts.
import { locales } from './routing';

/** Paths that are not pages: the APIs, Next's own files and anything with a file extension. */
const NOT_PAGES = '(?!api/|ws/|l10n(?:/|$)|_next/|.*\\.[A-Za-z0-9]+$)';

export interface RewriteRule {
  source: string;
  destination: string;
}

/** next.config `rewrites().afterFiles`: an unprefixed page path is the English page. */
export function englishRewrites(): RewriteRule[] {
  const prefixed = `(?!(?:${locales.join('|')})(?:/|$))`;
  return [
    { source: '/', destination: '/en' },
    { source: `/:path(${NOT_PAGES}${prefixed}.+)`, destination: '/en/:path' },
  ];
}
