import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Keeps the previous builds' hashed files in dist/assets for a grace period (docs/decisions/035-failed-chunks.md).
 * `vite build` empties dist, so a tab opened before a deploy would find the page chunks it names gone (404) on its
 * next navigation. Around the build (apps/web/package.json):
 *
 *   node scripts/keep-old-assets.ts set-aside [dist]   before: moves dist/assets aside, beside dist
 *   node scripts/keep-old-assets.ts put-back [dist]    after: moves back the files the new build does not have
 *
 * A file of an earlier build goes back for GRACE_DAYS after the build that replaced it, then is deleted. When each
 * file was replaced is kept in dist/.vite/retired-assets.json (a dot folder: the server does not serve it). The names
 * carry a hash of the content, so a name the new build also has is the same file, and the page's HTML and the
 * manifest name only the new build's files. The server registers a route per file when it starts, so old files are
 * served by the server started after the build. Without dist (a fresh clone), both steps do nothing.
 */

const GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When each earlier build's file was replaced, in ms since the epoch. */
type Retired = Record<string, number>;

function folders(dist: string) {
  const aside = path.join(path.dirname(dist), '.cache', 'previous-assets');
  return {
    assets: path.join(dist, 'assets'),
    ledger: path.join(dist, '.vite', 'retired-assets.json'),
    aside,
    asideAssets: path.join(aside, 'assets'),
    asideLedger: path.join(aside, 'retired-assets.json'),
  };
}

function readRetired(file: string): Retired {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Retired;
  } catch {
    return {};
  }
}

/** Before the build. What a build that failed left aside stays there, with the files added to it. */
function setAside(dist: string) {
  const f = folders(dist);
  if (!existsSync(f.assets)) return;
  mkdirSync(f.asideAssets, { recursive: true });
  for (const name of readdirSync(f.assets)) renameSync(path.join(f.assets, name), path.join(f.asideAssets, name));
  const retired = readRetired(f.asideLedger);
  // A file known to both has been out of the build since the earlier time.
  for (const [name, since] of Object.entries(readRetired(f.ledger)))
    retired[name] = Math.min(since, retired[name] ?? since);
  writeFileSync(f.asideLedger, JSON.stringify(retired));
}

/**
 * After the build (and after precompress.ts, so that the old files keep their own .br and .gz and are not compressed
 * again). Returns how many files went back and how many were deleted.
 */
function putBack(dist: string, now = Date.now()): { kept: number; pruned: number } {
  const f = folders(dist);
  if (!existsSync(f.asideAssets)) return { kept: 0, pruned: 0 };
  const before = readRetired(f.asideLedger);
  const retired: Retired = {};
  let pruned = 0;
  mkdirSync(f.assets, { recursive: true });
  for (const name of readdirSync(f.asideAssets)) {
    const from = path.join(f.asideAssets, name);
    // The new build has the same file: nothing to keep.
    if (existsSync(path.join(f.assets, name))) continue;
    const since = before[name] ?? now;
    if (now - since > GRACE_DAYS * DAY_MS) {
      pruned++;
      continue;
    }
    renameSync(from, path.join(f.assets, name));
    retired[name] = since;
  }
  rmSync(f.aside, { recursive: true, force: true });
  if (Object.keys(retired).length > 0) {
    mkdirSync(path.dirname(f.ledger), { recursive: true });
    writeFileSync(f.ledger, `${JSON.stringify(retired, null, 1)}\n`);
  }
  return { kept: Object.keys(retired).length, pruned };
}

const [step, distArg] = process.argv.slice(2);
const dist = path.resolve(distArg ?? path.join(import.meta.dirname, '../dist'));
if (step === 'set-aside') setAside(dist);
else if (step === 'put-back') {
  const { kept, pruned } = putBack(dist);
  console.log(`kept ${kept} files of earlier builds in ${path.join(dist, 'assets')}, deleted ${pruned}`);
} else {
  console.error('usage: node scripts/keep-old-assets.ts set-aside|put-back [dist]');
  process.exit(1);
}
