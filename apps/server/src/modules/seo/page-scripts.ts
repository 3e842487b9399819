import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (`build.manifest`): a source module's chunk and the chunks it imports. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** What the page's only script tag (apps/web/src/boot.ts) is, in the manifest. */
const BOOT_ENTRY = 'index.html';

/**
 * The scripts a server-rendered page's app needs beyond what the page's HTML already loads: the chunks of the stages
 * boot.ts imports one after the other (the entry's dynamic imports: React, the router and the query cache, main.tsx)
 * and of the page's own module, with everything they import, in that order, as URL paths.
 *
 * boot.ts fetches them all as soon as it starts the app (docs/decisions/005): found stage by stage instead, each
 * import's chunks were fetched only once the one before had run, four round trips in a row on a phone.
 */
export function pageScripts(manifest: Manifest, pageModule: string): string[] {
  const entry = manifest[BOOT_ENTRY];
  if (!entry?.isEntry || !manifest[pageModule]) return [];
  const loaded = new Set<string>();
  const chunksOf = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) chunksOf(imported, into);
  };
  // The boot script and its static imports are on the page already.
  chunksOf(BOOT_ENTRY, loaded);
  const needed = new Set<string>();
  for (const key of [...(entry.dynamicImports ?? []), pageModule]) chunksOf(key, needed);
  return [...needed].flatMap((key) => {
    const file = manifest[key]?.file;
    return file && !loaded.has(key) ? [`/${file}`] : [];
  });
}

/** The web build's manifest (`<webDistDir>/.vite/manifest.json`), or undefined when the build has none. */
export function readManifest(webDistDir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}
