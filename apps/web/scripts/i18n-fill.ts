/**
 * Fills the Hindi catalogue from the translators' maps (issue 28): runs `lingui extract` (every message the code marks
 * lands in src/locales/{en,hi}/messages.po), then sets the msgstr of every Hindi entry whose English msgid is a key
 * of one of the JSON maps in the folder given as the first argument (default /work/notes/tr), `{ "<English>": "<Hindi>"
 * }`. Entries no map names are left as they are. Prints what it filled, the map keys no message matches (a typo, or a
 * message that changed), and the Hindi entries still empty.
 *
 * Run from anywhere: `flock /tmp/kala-po.lock node_modules/.bin/node apps/web/scripts/i18n-fill.ts [mapsDir]`
 */
import { formatter } from '@lingui/format-po';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const mapsDir = process.argv[2] ?? '/work/notes/tr';
const catalogFile = path.join(webDir, 'src/locales/hi/messages.po');

// Lingui's CLI under this same Node (it needs 24; /usr/bin/node may be older).
const cli = path.join(path.dirname(fileURLToPath(import.meta.resolve('@lingui/cli'))), 'lingui.js');
execFileSync(process.execPath, [cli, 'extract'], { cwd: webDir, stdio: 'inherit' });

const hindi = new Map<string, { value: string; from: string }>();
for (const name of readdirSync(mapsDir)
  .filter((file) => file.endsWith('.json'))
  .sort()) {
  let map: unknown;
  try {
    map = JSON.parse(readFileSync(path.join(mapsDir, name), 'utf8'));
  } catch (error) {
    console.error(`${name}: not JSON (${(error as Error).message}); skipped`);
    continue;
  }
  if (!map || typeof map !== 'object' || Array.isArray(map)) {
    console.error(`${name}: not a { "English": "Hindi" } object; skipped`);
    continue;
  }
  for (const [english, value] of Object.entries(map)) {
    if (typeof value !== 'string' || !value.trim()) continue;
    const earlier = hindi.get(english);
    if (earlier && earlier.value !== value) {
      console.warn(`"${english}": ${earlier.from} and ${name} differ; ${name} wins`);
    }
    hindi.set(english, { value, from: name });
  }
}

const po = formatter({ lineNumbers: false });
const ctx = { locale: 'hi', sourceLocale: 'en', filename: catalogFile };
const existing = readFileSync(catalogFile, 'utf8');
const catalog = await po.parse(existing, ctx);
const used = new Set<string>();
let filled = 0;
const empty: string[] = [];
for (const entry of Object.values(catalog)) {
  const english = entry.message ?? '';
  const found = hindi.get(english);
  if (found) {
    used.add(english);
    if (entry.translation !== found.value) filled++;
    entry.translation = found.value;
  }
  if (!entry.obsolete && !entry.translation) empty.push(english);
}
writeFileSync(catalogFile, await po.serialize(catalog, { ...ctx, existing }));

const unmatched = [...hindi.keys()].filter((english) => !used.has(english));
console.log(`Filled ${filled} Hindi messages from ${mapsDir}; ${empty.length} still without Hindi.`);
if (unmatched.length > 0) {
  console.log(`Map keys no message matches (${unmatched.length}):`);
  for (const english of unmatched) console.log(`  ${JSON.stringify(english)} (${hindi.get(english)?.from})`);
}
if (empty.length > 0 && process.env.I18N_FILL_LIST_EMPTY) {
  for (const english of empty) console.log(`  empty: ${JSON.stringify(english)}`);
}
