/**
 * How long one invoice PDF takes to make (issue 24, performance: under 100 ms each). Renders the hand-worked
 * documents of the PDF tests N times each, in this process, after one warm-up render (which parses the fonts once
 * for the life of the server), and prints the milliseconds per PDF. `npm run bench:invoice-pdf -w @kala/bench
 * [-- N]`, N 50 by default.
 */
import { renderInvoicePdf } from '../apps/server/src/modules/invoices/documents/invoice-pdf.ts';
import * as documents from '../apps/server/src/modules/invoices/documents/test-documents.ts';

const rounds = Number(process.argv[2] ?? 50);
const all = Object.entries(documents);

const coldStart = performance.now();
await renderInvoicePdf(documents.intraStateInvoice);
console.log(`first render (parses the fonts): ${(performance.now() - coldStart).toFixed(1)} ms`);

for (const [name, doc] of all) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    bytes = (await renderInvoicePdf(doc)).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  console.log(
    `${name}: ${rounds} renders, mean ${mean.toFixed(1)} ms, median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${bytes} bytes`,
  );
}
