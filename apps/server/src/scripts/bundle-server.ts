/**
 * `npm run build -w @kala/server`: bundles the server and its operator commands into apps/server/dist with esbuild
 * (decision 017). A start then loads a handful of files instead of ~400 modules and their packages' package.json
 * files, and a production install carries only the packages the bundle leaves outside (below), not the libraries
 * already inside it.
 *
 * The bundle is flat (every chunk directly in dist/) and dist/ sits beside src/, so paths.ts finds the server's files
 * from either. Dynamic imports stay chunks of their own, loaded when first needed as they are from the sources.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { SERVER_DIR } from '../paths.ts';

export const SERVER_DIST_DIR = path.join(SERVER_DIR, 'dist');
/** The bundled server: what `npm start`, the image, the browser journeys, the cluster and the benchmarks run. */
export const SERVER_BUNDLE = path.join(SERVER_DIST_DIR, 'main.js');

/**
 * Packages left outside the bundle, installed in production: they read files of their own at run time (PGlite its
 * WebAssembly and data files, swagger-ui its page) or are native (sharp, argon2).
 */
const RUN_TIME_PACKAGES = ['@electric-sql/pglite', '@fastify/swagger-ui', '@node-rs/argon2', 'sharp'];
/**
 * Packages the bundle tries and does without, so not installed in production: pg-native is pg's optional native
 * driver, pino-pretty a development dependency the logger uses when it is there.
 */
export const OPTIONAL_PACKAGES = ['pg-native', 'pino-pretty'];

const ENTRIES = {
  main: 'src/main.ts',
  'create-admin': 'src/scripts/create-admin.ts',
  backup: 'src/scripts/backup.ts',
  restore: 'src/scripts/restore.ts',
};

/**
 * Bundles the sources as they are now; about a second. `clean` empties dist/ first (the build does); the cluster and
 * the benchmarks bundle without it, so a server already running from dist/ keeps the chunks it may still load.
 */
export async function bundleServer({
  clean = false,
  outdir = SERVER_DIST_DIR,
}: { clean?: boolean; outdir?: string } = {}): Promise<Metafile> {
  if (clean) await rm(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: SERVER_DIR,
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node24',
    external: [...RUN_TIME_PACKAGES, ...OPTIONAL_PACKAGES],
    // The CommonJS libraries inside an ES-module bundle still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as kalaCreateRequire } from 'node:module'; const require = kalaCreateRequire(import.meta.url);",
    },
    // Not minified: a stack trace names the server's own functions, and the compile cache makes parsing cheap anyway.
    minify: false,
    sourcemap: 'linked',
    legalComments: 'linked',
    logLevel: 'warning',
    // What each output imports from outside the bundle: bundle-server.test.ts checks it against the dependencies.
    metafile: true,
  });
  return metafile;
}

let bundledHere: Promise<Metafile> | undefined;

/** Bundles once in this process (the cluster and the benchmarks start several servers from one bundle). */
export const bundleServerOnce = () => (bundledHere ??= bundleServer());

if (import.meta.main) {
  const started = performance.now();
  await bundleServer({ clean: true });
  console.log(
    `bundled the server into ${path.relative(process.cwd(), SERVER_DIST_DIR)} in ${Math.round(performance.now() - started)} ms`,
  );
}
