// ESLint 9 flat config: Next's own rules (eslint-config-next 16 ships flat configs: core-web-vitals = base
// Next + React + hooks + jsx-a11y + import rules, Core Web Vitals rules as errors; typescript =
// typescript-eslint's recommended set, which needs no type information, so a run stays fast), then the
// project's import boundaries. lib/architecture.test.ts checks the same boundaries on the resolved graph.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// ---- Import boundaries ------------------------------------------------------------------------------------
// Each restriction is a `no-restricted-imports` pattern (static imports and re-exports) and the same test
// for dynamic `import('…')`, which that rule does not look at (a `no-restricted-syntax` selector). A file
// gets one list of restrictions: flat config replaces a rule's options rather than merging them, so each
// area below states its whole list and the later, narrower area wins.

const SERVER_MESSAGE =
  'server/ is the backend, a room apart: pages read server data through @/lib/data, browser code through @/lib/api and @/lib/contract.';
const SERVER_DEEP_MESSAGE =
  'Route handlers use the backend through its entry @/server only; its inner modules are its own business.';
const SEED_MESSAGE = 'Seed data is read only through the data layer (@/lib/data), never imported directly.';
const PURE_BACKEND_MESSAGE =
  'server/ is a pure backend: no Next, React or next-intl, and no browser-side or page code (lib/data, api, http, stores, tracking, browser, components, app). Shared shapes live in @/lib/contract.';
const CONTRACT_MESSAGE =
  'lib/contract is shared by the browser and the backend and depends on nothing but its own files and the locale types of @/lib/i18n/routing.';
const CONTRACT_TYPES_MESSAGE = 'lib/contract takes only types from @/lib/i18n/routing (import type), no runtime code.';

/**
 * @param {{ group?: string[], regex?: string, allowTypeImports?: boolean }} match how no-restricted-imports matches the specifier
 * @param {string | null} dynamic the same test as a regex over `import('…')`'s string, written without `/`
 *   (esquery's regex literal cannot hold one: `\x2F` stands for it), or null when static imports suffice
 * @param {string} message why
 */
const restriction = (match, dynamic, message) => ({ pattern: { ...match, message }, dynamic, message });

const noServer = restriction({ group: ['@/server', '@/server/*'] }, '^@\\x2Fserver(\\x2F|$)', SERVER_MESSAGE);
const noServerDeep = restriction({ group: ['@/server/*'] }, '^@\\x2Fserver\\x2F', SERVER_DEEP_MESSAGE);
const noSeed = restriction({ group: ['**/seed', '**/seed/*'] }, '(^|\\x2F)seed(\\x2F|$)', SEED_MESSAGE);
const pureBackend = [
  restriction(
    {
      group: [
        '@/lib/data*',
        '@/lib/api*',
        '@/lib/http*',
        '@/lib/stores*',
        '@/lib/tracking*',
        '@/lib/browser*',
        '@/components*',
        '@/app*',
      ],
    },
    '^@\\x2F(lib\\x2F(data|api|http|stores|tracking|browser)|components|app)',
    PURE_BACKEND_MESSAGE,
  ),
  // A regex, not a gitignore pattern: `react` as a pattern would also match `@testing-library/react`.
  restriction({ regex: '^(react|react-dom|next|next-intl)(/|$)' }, '^(react|react-dom|next|next-intl)(\\x2F|$)', PURE_BACKEND_MESSAGE),
];
const contractOnly = [
  // Everything but its own files (./x, @/lib/contract/x) and @/lib/i18n/routing.
  restriction(
    { regex: '^(?!\\./|@/lib/contract(/|$)|@/lib/i18n/routing$)' },
    '^(?!\\.\\x2F|@\\x2Flib\\x2Fcontract(\\x2F|$)|@\\x2Flib\\x2Fi18n\\x2Frouting$)',
    CONTRACT_MESSAGE,
  ),
  restriction({ group: ['@/lib/i18n/routing'], allowTypeImports: true }, '^@\\x2Flib\\x2Fi18n\\x2Frouting$', CONTRACT_TYPES_MESSAGE),
];

/** The two rules for one area, from its list of restrictions (an empty list turns them off). */
function boundaries(restrictions) {
  if (restrictions.length === 0) return { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' };
  return {
    'no-restricted-imports': ['error', { patterns: restrictions.map((r) => r.pattern) }],
    'no-restricted-syntax': [
      'error',
      ...restrictions
        .filter((r) => r.dynamic !== null)
        .map((r) => ({ selector: `ImportExpression[source.value=/${r.dynamic}/]`, message: r.message })),
    ],
  };
}

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'];
const ROUTE_HANDLERS = ['app/api/**', 'app/ws/**', 'app/l10n/**'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,

  {
    name: 'project/adjustments',
    rules: {
      // The codebase marks a deliberately unused binding with a leading underscore (a rest-sibling that drops
      // a key, a stub's parameters): that is the convention, not an oversight.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // React Compiler advice (eslint-plugin-react-hooks 7) against setting state in an effect. Here that is
      // the deliberate pattern of statically pre-rendered pages: what only the browser knows (the query
      // string, the signed-in cookie, whether hydration has happened, the route just navigated to) is read
      // after mount so the first client render matches the HTML; reading it during render would break
      // hydration. It fires on a dozen components for that one reason.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  // Playwright fixtures hand over their value with a callback named `use`, which is not React's `use`.
  { name: 'project/e2e', files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },

  // Everywhere, unless a narrower area below says otherwise: no backend, no seed data.
  { name: 'boundaries/default', rules: boundaries([noServer, noSeed]) },
  // Route handlers answer through the backend's entry, not its inner modules.
  { name: 'boundaries/route-handlers', files: ROUTE_HANDLERS, rules: boundaries([noServerDeep, noSeed]) },
  // The server's start hook (instrumentation.ts) starts the backend's jobs through its entry, like a route handler.
  { name: 'boundaries/instrumentation', files: ['instrumentation.ts'], rules: boundaries([noServerDeep, noSeed]) },
  // The backend: no Next, no browser code. Its own modules and seed data are its own.
  { name: 'boundaries/server', files: ['server/**'], rules: boundaries(pureBackend) },
  // The contract both sides share depends on nothing else.
  { name: 'boundaries/contract', files: ['lib/contract/**'], rules: boundaries(contractOnly) },
  // End-to-end journeys may use the backend's modules to set up a run, but read seed data through it too.
  { name: 'boundaries/e2e', files: ['e2e/**'], rules: boundaries([noSeed]) },
  // The data layer is the one door to the backend; scripts and tests may reach anything they exercise.
  { name: 'boundaries/open', files: ['lib/data/**', 'scripts/**', ...TESTS], rules: boundaries([]) },
  // Except seed data in the tests of pages and components: they read what the pages read, through lib/data.
  {
    name: 'boundaries/page-tests',
    files: ['app/**/*.test.*', 'components/**/*.test.*', 'lib/seo/**/*.test.*'],
    rules: boundaries([noSeed]),
  },

  globalIgnores([
    // eslint-config-next's own ignores (a globalIgnores here replaces none of them, but they are listed so
    // the whole set is read in one place).
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    // Other build folders (`.next-e2e`, …), end-to-end data, local data, benchmarks and static files.
    '.next-*/**',
    '.e2e-*/**',
    'node_modules/**',
    'bench/**',
    'data/**',
    'public/**',
  ]),
]);
