/**
 * A GST document as a printable page (issue 24 item 6): the same fields and table as the PDF (they share
 * document-text.ts and invoice-columns.ts), one self-contained HTML string with its own CSS and no script, so it
 * prints the same wherever it is opened and no content policy stands in its way. Every piece of text is escaped: a
 * product or a shopper named `<script>` prints as those characters.
 */
import { createHash } from 'node:crypto';
import type { TaxDocument } from '@kala/contract/tax-documents';
import { escapeHtml as esc } from '../../../lib/mail/mail-layout.ts';
import {
  DOCUMENT_TITLES,
  REVERSE_CHARGE_LINE,
  creditNoteReference,
  documentFacts,
  recipientLines,
  storeNameOf,
  supplierLines,
} from './document-text.ts';
import { invoiceColumns, totalRows } from './invoice-columns.ts';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f4f1ec;color:#1f1f1f;font:14px/1.45 "Noto Sans","Noto Sans Devanagari",system-ui,sans-serif}
main{max-width:820px;margin:24px auto;background:#fff;padding:32px;border:1px solid #ddd}
header,.parties{display:flex;justify-content:space-between;gap:24px;flex-wrap:wrap}
h1{margin:0;font-size:1.6rem}h2{margin:0 0 4px;font-size:.75rem;letter-spacing:.05em;text-transform:uppercase;color:#555}
.doc{text-align:right}.doc p,.seller p,.parties p{margin:0}
.title{font-size:1.5rem;font-weight:700;margin:0 0 4px}
dl{display:grid;grid-template-columns:auto auto;gap:0 8px;margin:0;justify-content:end}dt{color:#555}dd{margin:0;font-weight:600}
.parties{border-top:1px solid #bbb;margin-top:16px;padding-top:12px}
.recipient strong{font-size:1.05rem}
.table-wrap{overflow-x:auto;margin-top:16px}.table-wrap:focus-visible{outline:2px solid #9a3412;outline-offset:2px}
table{border-collapse:collapse;width:100%;font-size:.8rem}
th,td{padding:6px 4px;border-bottom:1px solid #ccc;vertical-align:top;text-align:left}
thead th{background:#efe9e1}.num{text-align:right;white-space:nowrap}
td small{display:block;color:#555}tbody th{font-weight:400}
tfoot th,tfoot td{font-weight:700}
.totals{margin:16px 0 0 auto;max-width:320px;width:100%}
.totals th{font-weight:400}.totals tr:last-child th,.totals tr:last-child td{font-weight:700;font-size:1.05rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.sign{margin-top:40px;text-align:right}.sign .line{display:inline-block;width:220px;border-top:1px solid #999;margin-top:48px;padding-top:4px;color:#555}
@media print{body{background:#fff}main{margin:0;border:0;padding:0;max-width:none}@page{size:A4;margin:14mm}.table-wrap{overflow:visible}}
`;

/**
 * The content policy to send with the page: nothing may load or run, and only this page's own style sheet applies
 * (by its hash, so the route need not allow inline styles in general).
 */
export const INVOICE_HTML_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${esc(line)}</p>`).join('');

function lineTable(doc: TaxDocument): string {
  const columns = invoiceColumns(doc, 0);
  const cls = (numeric: boolean) => (numeric ? ' class="num"' : '');
  const head = columns.map((c) => `<th scope="col"${cls(c.numeric)}>${esc(c.header)}</th>`).join('');
  const rows = doc.lines
    .map((line, index) => {
      const cells = columns.map((c) => {
        const [main, sub] = c.cell(line, index);
        const body = `${esc(main)}${sub ? `<small>${esc(sub)}</small>` : ''}`;
        return c.header === 'Description' ? `<th scope="row">${body}</th>` : `<td${cls(c.numeric)}>${body}</td>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('\n');
  const foot = columns
    .map((c, i) =>
      i === 1 ? '<th scope="row">Total</th>' : `<td${cls(c.numeric)}>${esc(c.total?.(doc.totals) ?? '')}</td>`,
    )
    .join('');
  return `<div class="table-wrap" tabindex="0" role="region" aria-label="Lines of the ${esc(DOCUMENT_TITLES[doc.kind].toLowerCase())}"><table>
<caption class="visually-hidden">Lines of ${esc(DOCUMENT_TITLES[doc.kind])} ${esc(doc.number)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr>${foot}</tr></tfoot>
</table></div>`;
}

export function renderInvoiceHtml(doc: TaxDocument): string {
  const title = DOCUMENT_TITLES[doc.kind];
  const supplier = doc.supplier;
  const legalLine = supplier.tradeName && supplier.tradeName !== supplier.legalName ? [supplier.legalName] : [];
  const facts = documentFacts(doc)
    .map(([label, value]) => `<dt>${esc(label)}:</dt><dd>${esc(value)}</dd>`)
    .join('');
  const credit = doc.creditFor
    ? paragraphs([creditNoteReference(doc.creditFor), `Reason: ${doc.creditFor.reason}`])
    : '';
  const totals = totalRows(doc)
    .map(([label, amount]) => `<tr><th scope="row">${esc(label)}</th><td class="num">${esc(amount)}</td></tr>`)
    .join('');
  const supply =
    doc.kind === 'bill_of_supply'
      ? 'Supplier not registered for GST: no tax charged'
      : doc.interState
        ? 'Inter-state supply: IGST'
        : 'Intra-state supply: CGST + SGST';
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} ${esc(doc.number)} · ${esc(storeNameOf(supplier))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
<div class="seller"><h1>${esc(storeNameOf(supplier))}</h1>${paragraphs([...legalLine, ...supplierLines(supplier)])}</div>
<div class="doc"><p class="title">${esc(title)}</p><dl>${facts}</dl>${credit}</div>
</header>
<section class="parties" aria-label="Parties">
<div class="recipient"><h2>Billed and shipped to</h2><p><strong>${esc(doc.recipient.legalName)}</strong></p>${paragraphs(recipientLines(doc.recipient))}</div>
<div class="doc"><h2>Supply</h2>${paragraphs([supply, doc.pricesIncludeTax ? 'Prices include tax' : 'Prices exclude tax'])}</div>
</section>
${lineTable(doc)}
<table class="totals"><caption class="visually-hidden">Totals</caption><tbody>${totals}</tbody></table>
<p><strong>Amount in words:</strong> ${esc(doc.totals.totalInWords)}</p>
<p>${esc(REVERSE_CHARGE_LINE)}</p>
<div class="sign"><p><strong>For ${esc(supplier.legalName)}</strong></p><p class="line">Authorised signatory</p></div>
</main>
</body>
</html>`;
}
