import type { App } from './app.ts';
import type { Config } from './config.ts';
import { hasProducts } from './db/seed/has-products.ts';
import { DEMO_IMAGE_CACHE } from './paths.ts';
import { ensureDemoAdmin } from './modules/admin/demo-admin.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';

/**
 * One-off work at start, after migrations: the ADMIN_EMAIL admin (or, without it, a generated admin on a store that
 * has none: decision 014), the demo catalogue on an empty database, and the outbox worker (mail) that runs until the
 * app closes.
 */
export async function runStartupTasks(config: Config, { app, database, cache, auth, outbox }: App) {
  if (config.admin) {
    const { status } = await auth.ensureAdmin(config.admin);
    if (status !== 'unchanged') app.log.info({ email: config.admin.email, status }, 'admin account from ADMIN_EMAIL');
  } else {
    await ensureDemoAdmin({
      db: database.db,
      auth: createAuthRepository(database.db),
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      logger: app.log,
    });
  }
  if (config.seedDemo && !(await hasProducts(database.db))) {
    // Loaded only when seeding an empty store, so a start on existing data never loads the catalogue or the image
    // renderer (seedDemoCatalogue asks again under its lock: another instance may be seeding).
    const { seedDemoCatalogue } = await import('./db/seed/demo-catalogue.ts');
    const seeded = await seedDemoCatalogue(database.db, {
      uploadsDir: config.uploadsDir,
      imageCacheDir: DEMO_IMAGE_CACHE,
      logger: app.log,
    });
    if (seeded) cache.invalidate();
  }
  if (config.seedDemo) {
    // A store seeded before the demo pieces had Hindi names gets them (issue 28); one small query once they are set.
    const { demoHindiNamesMissing, fillDemoHindiNames } = await import('./db/seed/demo-names-hi.ts');
    if ((await demoHindiNamesMissing(database.db)) && (await fillDemoHindiNames(database.db)) > 0) cache.invalidate();
  }
  outbox.start();
}
