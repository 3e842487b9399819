/**
 * The first-visit JavaScript floor of the web stack architecture.md names: builds stack-floor/ (a page-less app that
 * hydrates with React 19, routes with React Router and caches with TanStack Query, using what the storefront's first
 * visit uses of each) with the web app's own Vite, React plugin and chunk groups, and prints each file gzipped (level 9,
 * as lighthouse.ts counts) against issue 13's budget of 100 KiB. Whatever is left under the budget is all the store's
 * own code (header, footer, session, the page) may weigh. Figures, not a test.
 *
 *   npm run bench:stack-floor -w @kala/bench
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { build as viteBuild, PluginOption } from 'vite';

const BUDGET_KIB = 100;

// The web app's own build tools, so the floor is built exactly as the store's bundles are.
const webRequire = createRequire(new URL('../apps/web/package.json', import.meta.url));
const { build } = (await import(pathToFileURL(webRequire.resolve('vite')).href)) as { build: typeof viteBuild };
const { default: react } = (await import(pathToFileURL(webRequire.resolve('@vitejs/plugin-react')).href)) as {
  default: () => PluginOption;
};

const outDir = mkdtempSync(join(tmpdir(), 'kala-stack-floor-'));
try {
  await build({
    root: new URL('./stack-floor', import.meta.url).pathname,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          // The store's `react` group (apps/web/vite.config.ts); the router and the query cache, which the store keeps
          // together in its `shell` chunk, apart, so that each library's own weight shows.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 2 },
              { name: 'router', test: /node_modules\/react-router\//, priority: 2 },
              { name: 'query', test: /node_modules\/@tanstack\//, priority: 2 },
            ],
          },
        },
      },
    },
  });
  const assets = join(outDir, 'assets');
  const files = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, bytes: gzipSync(readFileSync(join(assets, name)), { level: 9 }).length }))
    .sort((a, b) => b.bytes - a.bytes);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log('The stack floor: a page-less app on React 19, React Router and TanStack Query, gzipped (level 9)');
  for (const file of files) console.log(`  ${kib(file.bytes).padStart(9)}  ${file.name}`);
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`  ${kib(total).padStart(9)}  in all`);
  console.log(`left for the store's own code under the ${BUDGET_KIB} KiB budget: ${kib(BUDGET_KIB * 1024 - total)}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
