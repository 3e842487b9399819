import type { App } from './app.ts';
import type { Config } from './config.ts';

/** One-off work at start, after migrations: the demo catalogue on an empty database. */
export async function runStartupTasks(config: Config, { app, database, cache }: App) {
  if (config.seedDemo) {
    // Loaded only when seeding, so a production start without SEED_DEMO never loads the image renderer.
    const { seedDemoCatalogue } = await import('./db/seed/demo-catalogue.ts');
    const seeded = await seedDemoCatalogue(database.db, { uploadsDir: config.uploadsDir, logger: app.log });
    if (seeded) cache.invalidate();
  }
}
