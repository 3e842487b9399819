import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The storefront's message catalogues (issue 28, docs/decisions/044-storefront-languages.md). `npm run i18n:extract`
 * writes every message the code marks with Lingui's macros into src/locales/{locale}/messages.po; English is the
 * source language, so its catalogue is never loaded: the build keeps each English message, precompiled, in the code
 * (scripts/lingui-macro.ts), and only Hindi pages load the Hindi catalogue, compiled at build time.
 */
export default defineConfig({
  locales: ['en', 'hi'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/testing/**'],
    },
  ],
  // Origins without line numbers: a catalogue changes when messages do, not when code moves.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  // <Trans> renders on the global i18n without an I18nProvider (src/lib/i18n/trans.tsx; scripts/lingui-macro.ts
  // resolves this name).
  runtimeConfigModule: { Trans: ['kala:lingui-trans', 'Trans'] },
});
