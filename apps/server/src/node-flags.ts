/**
 * The V8 settings the server runs with: `npm run serve` and `npm run dev` (package.json), the Dockerfile's CMD, the
 * benchmarks, the cluster and the browser journeys pass them to Node; change them together.
 *
 * `--max-semi-space-size=16` (MB): on a machine with many gigabytes V8 lets the young generation grow to 64 MB a
 * half, and a server that allocates per request soon touches all of it: about 110 MB of an idle server's RSS
 * (issue 13). 16 MB halves hold a request's garbage many times over; the API's throughput is the same (bench/).
 * V8 reads it only at start, so it cannot be set from inside the process.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];
