import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import lingui from 'eslint-plugin-lingui';

/*
 * Features do not import each other (docs/architecture.md): app/ composes them, through props and slots. Each
 * feature's files may not reach into another feature's folder.
 */
const FEATURES_DIR = 'apps/web/src/features';
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => ({
  files: [`${FEATURES_DIR}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${features.filter((other) => other !== feature).join('|')})/`,
            message: 'Features do not import each other: compose them in apps/web/src/app (props, slots).',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/.cache/**',
      'apps/server/src/db/migrations/**',
      'data/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...featureBoundaries,
  {
    // Shared components import no feature and nothing of app/: app/ fills their slots and props (issue 30).
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app)/',
              message:
                'Shared components import no feature: take what a feature shows as a prop or slot, filled in app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module's functions stay small enough to hold in one's head (issue 30): a factory that grows past this is
    // split into files by what they hold, as orders/ and shipments/ are.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    // One writer of the outbox table: work is queued with jobs/outbox.ts#enqueue (typed kind and payload), never by
    // inserting rows; only the outbox's own code and the metrics' read of its backlog import the table.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/jobs/**', 'apps/server/src/db/**', 'apps/server/src/plugins/metrics.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'db/schema(/index\\.ts)?$',
              importNames: ['outbox'],
              message: 'Queue work with enqueue() from jobs/outbox.ts: it is the one writer of the outbox table.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 28: every string a shopper reads goes through Lingui (t``, msg``, plural(), <Trans>) or, for the
    // contract's own messages, translateContractMessage; a string left in English fails the lint. What is not text
    // (class names, keys, paths, formats) is told apart by its shape: no capital letter, or a name or call below.
    // The admin panel stays English (issue 28), so its code is not judged.
    files: ['apps/web/src/{app,components,features,lib}/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/app/routes/admin/**',
      'apps/web/src/features/admin-*/**',
      'apps/web/src/**/*-settings-panel.tsx',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/testing/**',
    ],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // No capital letter: a class list, a key, a path, a format ('bg-clay px-4', 'kala.token', 'en-IN').
            '^[^A-Z]*$',
            // A constant's name or a code ('SIZE', 'KALA-', 'UTF-8'), a CSS or data URL.
            '^[A-Z0-9_-]+$',
            '^url\\(',
            '^data:',
            // A camelCase name ('addressLine1'), a locale tag ('en-IN'), a path ('/orders/:orderId'), a UTC day's
            // time ('T00:00:00Z'), a header's value, a colour keyword.
            '^[a-z]+([A-Z][a-z0-9]*)+$',
            '^[a-z]{2}-[A-Z]{2}$',
            '^/',
            'T00:00:00Z$',
            '^Bearer ',
            '; Path=/;',
            '^currentColor$',
            // Brand and system names, the same in every language.
            '^[\\s©·]*Kala[\\s·]*$',
            '^(Kala|Razorpay|UPI|Google|WhatsApp|Instagram|Facebook|Pinterest|YouTube|GSTIN|GST|PIN|COD|OTP|HSN|Bearer .*|Authorization|Content-Type|Accept-Language)$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className|class$|Class$|style', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            'src',
            'srcSet',
            'type',
            'id',
            'href',
            'to',
            'rel',
            'name',
            'autoComplete',
            'inputMode',
            'role',
            'key',
            'd',
            'icon',
            'lang',
            'hrefLang',
            'method',
            'timeZone',
            'accept',
            'enterKeyHint',
            'queryKey',
            'Authorization',
            // The address's country is data ('India'), sent as the contract stores it.
            'country',
          ],
          ignoreFunctions: [
            'Intl.*',
            'console.*',
            'Error',
            'ApiError',
            'register',
            '*.watch',
            '*.setAttribute',
            '*.getAttribute',
            '*.querySelector',
            '*.querySelectorAll',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.addEventListener',
            '*.removeEventListener',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
            '*.set',
            '*.get',
            '*.has',
            '*.append',
            '*.loadAndActivate',
            'el',
            'document.createElement',
            'new URL',
            'URLSearchParams',
          ],
        },
      ],
    },
  },
  {
    // The session is read by the API client, never the other way round (no import cycle).
    files: ['apps/web/src/lib/session.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: './api-client', message: 'api-client reads the session, not the reverse.' }] },
      ],
    },
  },
);
