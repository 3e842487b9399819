/**
 * The V8 settings the server runs with: `npm run serve` and `npm run dev` (package.json), the Dockerfile's CMD, the
 * benchmarks, the cluster and the browser journeys pass them to Node; change them together. V8 reads them only at
 * start, so they cannot be set from inside the process. Measured in decision 016 and bench/README.md.
 *
 * - `--max-semi-space-size=8` (MB): on a machine with many gigabytes V8 lets the young generation grow to 64 MB a
 *   half, and a server that allocates on every request soon touches all of it: about 120 MB of an idle server's RSS.
 *   8 MB halves hold a request's garbage many times over, and the API's throughput is the same.
 * - `--liftoff-only`: WebAssembly stays in V8's baseline compiler. The embedded database (PGlite) is WebAssembly,
 *   and optimising its hot functions took the server to 770 MB for a few seconds after each start and kept ~50 MB:
 *   on a small server that peak is what runs out of memory. Its queries run about a third slower; the catalogue is
 *   answered from the response cache, so shoppers do not see it. A server on PostgreSQL runs no WebAssembly.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--liftoff-only'];
