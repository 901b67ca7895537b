import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { hintStartupChunks } from './lib/build/compileHints';
import { englishRewrites } from './lib/i18n/englishRewrite';
import { SITE_CSP } from './lib/security/csp';
import { siteUrlWarning } from './lib/site';

// A production build without SITE_URL says so loudly (lib/site.ts).
const warning = process.argv.includes('build') ? siteUrlWarning() : null;
if (warning) console.warn(warning);

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // A second build of the same tree can live beside the first: the upstream journeys build the site against
  // their stand-in service into .next-upstream (scripts/test.sh).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  images: {
    // Only the blog covers go through the optimizer (components/blog/PostCard.tsx): no other path, no query, one
    // quality, so /_next/image cannot be made to resize arbitrary files or fill its cache with variants.
    localPatterns: [{ pathname: '/blog/**', search: '' }],
    qualities: [75],
  },
  reactStrictMode: true,
  compiler: {
    // The chunks every page starts with are compiled while they stream in, off the main thread
    // (lib/build/compileHints.ts). Run here, every build of the tree ships them hinted, whoever runs it.
    runAfterProductionCompile: async ({ distDir }) => {
      await hintStartupChunks(distDir);
    },
  },
  experimental: {
    // A server-rendered, translated 404 for any unknown path (see app/global-not-found.tsx).
    globalNotFound: true,
    // The site's CSS is small (~28 kB, ~6 kB gzip): inlined, it no longer blocks the first paint on a slow
    // connection (Lighthouse mobile LCP 2.9 s → 1.9 s on the home page, docs/benchmarks.md).
    inlineCss: true,
    // Inlined, CSS costs no request, so the chunker is told a request costs nothing: every page carries only the
    // CSS of the components it renders. The default chunker merged most of the site's CSS into one 33 kB chunk
    // that every page inlined, twice (the <style> and the RSC payload): /myAccount's HTML 133 → 94 kB, the
    // home page's 120 → 75 kB, Lighthouse mobile /myAccount 91 → 97 (docs/benchmarks.md, "Per-page CSS").
    cssChunking: { type: 'graph', requestCost: 0 },
  },
  async rewrites() {
    // Unprefixed English pages that the proxy does not see (proxy.ts, matcher) are the /en pages.
    return { beforeFiles: [], afterFiles: englishRewrites(), fallback: [] };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: SITE_CSP },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
          // A window we open cannot reach back into ours, and our files are not embeddable by other sites.
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
          { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
        ],
      },
      {
        // HSTS only when the visitor came over https (behind a TLS front that says so).
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
