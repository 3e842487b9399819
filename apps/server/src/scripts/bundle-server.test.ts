import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { SERVER_DIR } from '../paths.ts';
import { bundleServer, OPTIONAL_PACKAGES } from './bundle-server.ts';

/** The package a bare import names: `@scope/name` or `name`, without a subpath. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);

/**
 * A production install holds only the server's `dependencies` (decision 017): whatever the bundle imports from
 * outside itself must be one of them, or the server fails on a production machine while every test passes here.
 */
describe("the server's bundle", () => {
  let outdir: string;
  let metafile: Metafile;
  let dependencies: string[];

  beforeAll(async () => {
    outdir = await mkdtemp(path.join(tmpdir(), 'kala-bundle-'));
    metafile = await bundleServer({ outdir });
    const manifest = JSON.parse(await readFile(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    dependencies = Object.keys(manifest.dependencies);
  }, 60_000);

  afterAll(() => rm(outdir, { recursive: true, force: true }));

  const externalPackages = () =>
    new Set(
      Object.values(metafile.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external && !isBuiltin(entry.path))
        .map((entry) => packageOf(entry.path)),
    );

  it('imports from outside itself only the production dependencies (and two optional packages it can do without)', () => {
    const missing = [...externalPackages()].filter(
      (name) => !dependencies.includes(name) && !OPTIONAL_PACKAGES.includes(name),
    );
    expect(missing).toEqual([]);
  });

  it('uses every production dependency: the rest is inside it, and a production install carries nothing more', () => {
    const used = externalPackages();
    expect(dependencies.filter((name) => !used.has(name))).toEqual([]);
  });

  it('holds the server and the three operator commands that npm start, backup, restore and create-admin run', () => {
    const files = Object.keys(metafile.outputs).map((file) => path.basename(file));
    expect(files).toEqual(expect.arrayContaining(['main.js', 'create-admin.js', 'backup.js', 'restore.js']));
  });
});
