import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { DirectoryLockedError } from './db/directory-lock.ts';
import { runStartupTasks } from './startup.ts';

/** Starts the server: configuration, database and migrations, seed, listen; SIGTERM/SIGINT shut it down cleanly. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let built;
  try {
    built = await buildApp(config);
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, database } = built;

  if (database.kind === 'pglite') {
    app.log.warn(
      'Using the embedded database (PGlite) in DATA_DIR: it is for trying Kala, development and small shops. ' +
        'It does not fsync, so a machine crash can lose recent orders. Production uses PostgreSQL through DATABASE_URL.',
    );
  }

  await runStartupTasks(config, built);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.storeName} is serving on ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
