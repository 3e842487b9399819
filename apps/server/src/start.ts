import { ConfigError, loadConfig } from './config.ts';
import { buildApp, openConfiguredDatabase } from './app.ts';
import { DirectoryLockedError } from './db/directory-lock.ts';
import { runStartupTasks } from './startup.ts';

// Milliseconds since the process started, at the end of the imports: the first phase of a start.
const importsDoneAt = performance.now();

/**
 * Starts the server (main.ts loads this): configuration, database and migrations, seed, listen; SIGTERM/SIGINT shut
 * it down cleanly.
 */
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

  // Each phase of the start, logged once when the server listens (issue 13: where a start's time goes).
  const phases: Record<string, number> = { imports: importsDoneAt };
  let mark = performance.now();
  const phaseDone = (name: string) => {
    const now = performance.now();
    phases[name] = now - mark;
    mark = now;
  };

  let built;
  try {
    // Opened here (not by buildApp) to time it apart; the app does not close it then, shutdown does, last.
    const database = await openConfiguredDatabase(config);
    phaseDone('database');
    built = await buildApp(config, { database });
    phaseDone('app');
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
  phaseDone('startupTasks');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 15 s, exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      if (signal === 'SIGTERM') {
        // An orchestrator or a deploy, maybe behind a proxy: readiness answers 503 first and requests still arriving
        // are served until they stop (at most DRAIN_MAX_MS), so none is refused (modules/health/drain.ts).
        app.log.info({ signal }, 'shutting down: not ready any more, serving until requests stop arriving');
        built.drain.begin();
        await built.drain.settled();
      }
      app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A promise nobody awaited that failed is a bug to fix, not a reason to drop every request in flight here (Node's
  // default ends the process): logged, and the server goes on (issue 12: faults under load never crash it).
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));

  await app.listen({ port: config.port, host: config.host });
  phaseDone('listen');
  const round = (ms: number) => Math.round(ms);
  app.log.info(
    {
      startMs: round(performance.now()),
      phasesMs: Object.fromEntries(Object.entries(phases).map(([name, ms]) => [name, round(ms)])),
      rssMb: Math.round(process.memoryUsage.rss() / 1024 / 1024),
      database: database.kind,
      // Which outside services are real and which are the built-in local stand-ins (architecture §5).
      providers: {
        payments: config.razorpay ? 'razorpay' : 'local test gateway',
        shipping: config.shiprocket ? 'shiprocket' : 'local zone rates and courier',
        images: config.cloudinary ? 'cloudinary' : 'local (DATA_DIR/uploads)',
        mail: config.smtpUrl ? 'smtp' : 'local (.eml files in DATA_DIR/mail)',
        messages:
          [config.whatsapp && 'whatsapp', config.msg91 && 'sms (msg91)'].filter(Boolean).join(' + ') ||
          'local (files in DATA_DIR/messages)',
        cacheAndLimits: config.redisUrl ? 'redis' : 'in process',
        metrics: config.metricsToken ? 'on' : 'off',
      },
    },
    `${config.storeName} is serving on ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
