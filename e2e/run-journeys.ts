/**
 * `npm run test:e2e`: the browser journeys, when the machine has the Chromium they run in (Debian's package, at
 * CHROMIUM_PATH or /usr/bin/chromium). Without it they are skipped with one line naming the package, and the run
 * passes, unless every suite is required (CI: KALA_REQUIRE_ALL_SUITES=1), where it fails (ops/lib/system-parts.ts).
 * Arguments go to `playwright test` as they are.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { runnableSuites, SUITES } from '../ops/lib/system-parts.ts';

let runnable: unknown[];
try {
  runnable = await runnableSuites([SUITES.journeys], { say: (line) => console.warn(line) });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (runnable.length === 0) process.exit(0);

const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const playwright = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: import.meta.dirname,
  stdio: 'inherit',
});
// Ctrl-C reaches Playwright too (one process group); its exit code is the run's.
playwright.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
