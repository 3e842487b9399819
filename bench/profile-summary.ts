/**
 * A summary of a Node CPU profile (`node --cpu-prof`, a .cpuprofile JSON): where the time went, by function (self and
 * inclusive), by area (each npm package, each folder of the server's sources, Node's internals, the garbage
 * collector, idle) and by the server's own source files. Positions in the server's bundle are read back to the
 * sources through its linked source maps (`apps/server/dist/*.js.map`).
 *
 *   node bench/profile-summary.ts <file.cpuprofile> [top rows, 25] [from µs] [to µs]
 *
 * `from` and `to` keep only the samples of a window (checkout-profile.ts passes the measured round's).
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const maps = new Map<string, SourceMap | undefined>();

function sourceMapOf(file: string): SourceMap | undefined {
  if (!maps.has(file)) {
    const mapFile = `${file}.map`;
    maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : undefined);
  }
  return maps.get(file);
}

/** Where a function is, as `path:line` relative to the repository (sources, not the bundle), or Node's own name. */
function locate(frame: CallFrame): string {
  if (!frame.url) return '';
  if (!frame.url.startsWith('file://')) return frame.url; // node:internal/…
  const file = fileURLToPath(frame.url);
  const entry = sourceMapOf(file)?.findEntry(frame.lineNumber, frame.columnNumber);
  if (entry && 'originalSource' in entry && entry.originalSource) {
    const source = entry.originalSource.startsWith('file://')
      ? fileURLToPath(entry.originalSource)
      : path.resolve(path.dirname(file), entry.originalSource);
    // drizzle-orm's published maps name its sources one folder too high (node_modules/src/…): put the package back.
    const relative = path.relative(repoRoot, source).replace(/^node_modules\/src\//, 'node_modules/drizzle-orm/src/');
    return `${relative}:${entry.originalLine + 1}`;
  }
  return `${path.relative(repoRoot, file)}:${frame.lineNumber + 1}`;
}

/** The area a location belongs to: an npm package, a folder of the server's sources, Node, or V8's own entries. */
function areaOf(name: string, location: string): string {
  if (name.startsWith('(') && !location) return name; // (garbage collector), (idle), (program), (root)
  // Native code has no script: a socket's writev, a string's encoding, … (inclusive times show who called it).
  if (!location) return 'native (no script: syscalls, encoders)';
  if (location.startsWith('node:')) return 'node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(location);
  if (pkg) return pkg[1]!;
  const server = /^apps\/server\/src\/((?:modules|lib|plugins|db|jobs|providers)\/[^/]+|[^/]+)/.exec(location);
  if (server) return `server: ${server[1]!.replace(/\.ts:\d+$/, '.ts')}`;
  const contract = /^packages\/contract\//.test(location);
  if (contract) return '@kala/contract';
  return location ? location.replace(/:\d+$/, '') : '(anonymous)';
}

/**
 * The profile's time, optionally only the samples taken in `window` (microseconds of the system's monotonic clock,
 * as `process.hrtime.bigint() / 1000n` reads it in any process: V8 stamps its samples with the same clock).
 */
export function summarise(profile: CpuProfile, top = 25, window?: { from: number; to: number }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const info = new Map<number, { key: string; area: string; location: string }>();
  for (const node of profile.nodes) {
    const location = locate(node.callFrame);
    const name = node.callFrame.functionName || '(anonymous)';
    info.set(node.id, { key: `${name} ${location}`.trim(), area: areaOf(name, location), location });
  }
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const areas = new Map<string, number>();
  const serverFiles = new Map<string, number>();
  let total = 0;
  let stamp = profile.startTime;
  profile.samples.forEach((id, i) => {
    stamp += profile.timeDeltas[i] ?? 0;
    if (window && (stamp < window.from || stamp > window.to)) return;
    // A sample's time is the gap to the next one (V8's timeDeltas are the gaps before each sample).
    const micros = profile.timeDeltas[i + 1] ?? 0;
    total += micros;
    const own = info.get(id)!;
    self.set(own.key, (self.get(own.key) ?? 0) + micros);
    areas.set(own.area, (areas.get(own.area) ?? 0) + micros);
    const seen = new Set<string>();
    const seenFiles = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { key, location } = info.get(at)!;
      if (byId.get(at)!.callFrame.functionName === '(root)') continue;
      if (!seen.has(key)) {
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + micros);
      }
      const file = location.startsWith('apps/server/src/') ? location.replace(/:\d+$/, '') : undefined;
      if (file && !seenFiles.has(file)) {
        seenFiles.add(file);
        serverFiles.set(file, (serverFiles.get(file) ?? 0) + micros);
      }
    }
  });
  const busy = total - (areas.get('(idle)') ?? 0);
  const rows = (map: Map<string, number>, n: number, of = busy) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([what, micros]) => ({
        what: what.length > 110 ? `${what.slice(0, 107)}…` : what,
        ms: Math.round(micros / 1000),
        '% of busy': ((100 * micros) / of).toFixed(1),
      }));
  return {
    totalMs: Math.round(total / 1000),
    busyMs: Math.round(busy / 1000),
    idleMs: Math.round((areas.get('(idle)') ?? 0) / 1000),
    areas: rows(new Map([...areas].filter(([area]) => area !== '(idle)')), top),
    self: rows(new Map([...self].filter(([key]) => key !== '(idle)')), top),
    inclusive: rows(new Map([...inclusive].filter(([key]) => !key.startsWith('('))), top),
    serverFiles: rows(serverFiles, top),
  };
}

/**
 * Who calls `name` (a native function such as `writev`, whose own frame says nothing): its self time by the nearest
 * two callers that are packages or the server's sources, in the window.
 */
export function callersOf(profile: CpuProfile, name: string, window?: { from: number; to: number }, top = 5) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const callers = new Map<string, number>();
  let stamp = profile.startTime;
  profile.samples.forEach((id, i) => {
    stamp += profile.timeDeltas[i] ?? 0;
    if ((window && (stamp < window.from || stamp > window.to)) || byId.get(id)!.callFrame.functionName !== name) return;
    const chain: string[] = [];
    for (let at = parent.get(id); at !== undefined && chain.length < 2; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const location = locate(frame);
      if (location && !location.startsWith('node:')) chain.push(`${frame.functionName || '(anonymous)'} ${location}`);
    }
    const key = chain.join(' ← ') || '(no script caller)';
    callers.set(key, (callers.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  return [...callers]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([caller, micros]) => ({ [name]: caller, ms: Math.round(micros / 1000) }));
}

export function printSummary(file: string, top = 25, window?: { from: number; to: number }) {
  const summary = summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, top, window);
  console.log(
    `\n${path.basename(file)}${window ? ` (the measured window only, ${window.from}–${window.to} µs)` : ''}: ${summary.totalMs} ms profiled, ${summary.busyMs} ms busy, ${summary.idleMs} ms idle; ` +
      'percentages are of the busy time',
  );
  console.log('\nSelf time by area (package, server folder, Node, V8):');
  console.table(summary.areas);
  console.log('\nSelf time by function:');
  console.table(summary.self);
  console.log('\nInclusive time by function (the function and what it called):');
  console.table(summary.inclusive);
  console.log("\nInclusive time by the server's source file:");
  console.table(summary.serverFiles);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const natives = summary.self.filter((row) => !row.what.includes(' ') && !row.what.startsWith('(')).slice(0, 4);
  for (const { what } of natives) {
    console.log(`\nWho calls ${what} (native, ${summary.self.find((r) => r.what === what)!.ms} ms self):`);
    console.table(callersOf(profile, what, window));
  }
}

if (import.meta.main) {
  const [file, top, from, to] = process.argv.slice(2);
  if (!file) throw new Error('usage: node bench/profile-summary.ts <file.cpuprofile> [top rows] [from µs] [to µs]');
  printSummary(file, Number(top ?? 25), from && to ? { from: Number(from), to: Number(to) } : undefined);
}
