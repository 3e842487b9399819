import { enableCompileCache } from 'node:module';

/*
 * The server's entry. Before anything else is imported it turns on Node's compile cache (issue 13): a start on this
 * machine then reads each module already stripped of its types and compiled, from NODE_COMPILE_CACHE or the
 * system's temporary directory, instead of loading Node's TypeScript stripper and compiling ~400 files again. A start
 * on existing data takes about half the time, and the idle server holds neither the stripper (about 7 MB) nor the
 * sources it stripped. A missing or unwritable cache directory only costs that time back; the cache is keyed by the
 * files' contents and Node's version, so a changed file is compiled afresh.
 *
 * start.ts does the work; it is imported here, after the cache is on, so its imports use the cache too.
 */
enableCompileCache();
await import('./start.ts');
