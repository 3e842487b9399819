import { formatter } from '@lingui/format-po';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's catalogues (issue 28). The Hindi catalogue is filled from the translators' maps by
 * scripts/i18n-fill.ts after `lingui extract`; until every message has Hindi this test fails and names the messages
 * still in English only, so a Hindi page never shows an English word unnoticed.
 */
async function read(locale: 'en' | 'hi') {
  const filename = path.join(path.dirname(fileURLToPath(import.meta.url)), locale, 'messages.po');
  const catalog = await formatter().parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename });
  return Object.values(catalog).filter((entry) => !entry.obsolete);
}

describe('the storefront catalogues', () => {
  it('hold the same messages in English and Hindi (both extracted together)', async () => {
    const english = (await read('en')).map((entry) => entry.message).sort();
    const hindi = (await read('hi')).map((entry) => entry.message).sort();
    expect(english.length).toBeGreaterThan(0);
    expect(hindi).toEqual(english);
  });

  it('give every message its Hindi (run scripts/i18n-fill.ts after extracting)', async () => {
    const missing = (await read('hi')).filter((entry) => !entry.translation?.trim()).map((entry) => entry.message);
    expect(missing, `messages without Hindi in src/locales/hi/messages.po:\n${missing.join('\n')}`).toEqual([]);
  });

  it('keep every placeholder of the English in the Hindi', async () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]|<(\d+)>/g)].map((m) => m[1] ?? m[2]).sort();
    const wrong = (await read('hi'))
      .filter((entry) => entry.translation && entry.message)
      .filter(
        (entry) =>
          JSON.stringify([...new Set(placeholders(entry.message ?? ''))]) !==
          JSON.stringify([...new Set(placeholders(entry.translation ?? ''))]),
      )
      .map((entry) => `${entry.message} -> ${entry.translation}`);
    expect(wrong).toEqual([]);
  });
});
