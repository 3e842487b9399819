import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The processes one operations script starts (servers, HAProxy, Redis), kept on a short leash: every one of them
 * stops when the group stops, when the script's process exits, and at the latest when the group's lifetime is over,
 * even if the script was killed with SIGKILL and could not clean up. For that last case a small detached watchdog
 * (a shell loop) watches the script's pid and the deadline, then kills whatever the group's pid file lists and runs
 * the group's clean-up command (dropping a scratch database, say).
 */
export interface ChildGroup {
  /** Starts `command` with its output appended to `logFile`; the child belongs to the group until it exits. */
  spawn(
    command: string,
    args: string[],
    options: { env: NodeJS.ProcessEnv; cwd?: string; logFile: string },
  ): ChildProcess;
  /** Children still running. */
  readonly children: ReadonlySet<ChildProcess>;
  /** A command the watchdog runs after killing the children if the script died first (replaces any earlier one). */
  setCleanup(command: string[]): void;
  /** SIGTERM to every child, SIGKILL to those still up after `graceMs`; then the watchdog goes too. */
  stop(graceMs?: number): Promise<void>;
}

const groups = new Set<{ killNow(): void }>();
let exitHookInstalled = false;

/** On any exit of this process (an error, process.exit), the children go with it: `exit` handlers must be synchronous. */
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const group of groups) group.killNow();
  });
}

/** Resolves when `child` has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Sends `signal`, then SIGKILL if the child is still running after `graceMs`; resolves once it has exited. */
export async function terminate(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 12_000) {
  const done = exited(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
}

// The watchdog, in POSIX sh so it costs a few hundred kilobytes: it ends when the group stops (killed with its
// process group), or it outlives the script or the deadline and then kills the listed pids and cleans up.
const WATCHDOG = `
parent=$1; deadline=$2; pids=$3; remove=$4; shift 4
while kill -0 "$parent" 2>/dev/null && [ "$(date +%s)" -lt "$deadline" ]; do sleep 1; done
[ -s "$pids" ] && kill -9 $(cat "$pids") 2>/dev/null
[ "$#" -gt 0 ] && "$@"
[ -n "$remove" ] && rm -rf "$remove"
exit 0
`;

/**
 * A new group. `dir` holds its pid file (and goes too, with `removeDir`, if the watchdog has to clean up);
 * `lifetimeMs` is how long the children may live at most (the caller's own timer should stop them cleanly before;
 * the watchdog acts 15 s after that as the backstop).
 */
export function createChildGroup(options: { dir: string; lifetimeMs: number; removeDir?: boolean }): ChildGroup {
  const children = new Set<ChildProcess>();
  const pidFile = path.join(options.dir, 'children.pids');
  const deadline = Math.ceil((Date.now() + options.lifetimeMs + 15_000) / 1000);
  let cleanup: string[] = [];
  let watchdog: ChildProcess | undefined;
  let stopped = false;

  const writePids = () => writeFileSync(pidFile, [...children].map((child) => child.pid).join(' ') + '\n');

  function startWatchdog() {
    watchdog?.kill('SIGKILL');
    // Its own process group (detached), so stopping it takes its `sleep` along; unref'd, so it never keeps this
    // process alive.
    const args = [String(process.pid), String(deadline), pidFile, options.removeDir ? options.dir : '', ...cleanup];
    watchdog = spawn('sh', ['-c', WATCHDOG, 'watchdog', ...args], {
      detached: true,
      stdio: 'ignore',
    });
    watchdog.unref();
  }

  const killNow = () => {
    for (const child of children) child.kill('SIGKILL');
  };
  const entry = { killNow };
  groups.add(entry);
  installExitHook();
  writePids();
  startWatchdog();

  return {
    children,
    spawn(command, args, { env, cwd, logFile }) {
      if (stopped) throw new Error('this group of processes has been stopped');
      const log = openSync(logFile, 'a');
      let child: ChildProcess;
      try {
        child = spawn(command, args, { env, cwd, stdio: ['ignore', log, log] });
      } finally {
        closeSync(log);
      }
      if (child.pid === undefined) {
        // Node also emits 'error' for it (no such file, say); the throw below is the one report.
        child.once('error', () => undefined);
        throw new Error(`could not start ${command}`);
      }
      children.add(child);
      writePids();
      child.once('exit', () => {
        children.delete(child);
        if (!stopped) writePids();
      });
      return child;
    },
    setCleanup(command) {
      cleanup = command;
      if (!stopped) startWatchdog();
    },
    async stop(graceMs = 12_000) {
      stopped = true;
      await Promise.all([...children].map((child) => terminate(child, 'SIGTERM', graceMs)));
      groups.delete(entry);
      if (watchdog?.pid) {
        try {
          process.kill(-watchdog.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
  };
}
