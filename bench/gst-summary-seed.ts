/**
 * 100,000 tax invoices (with their lines) and 4,000 credit notes issued in April 2026, written straight into a
 * migrated database by generate_series, for the GST summary's benchmark (gst-summary-bench.ts).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/**
 * The invoices' lines: goods at 5% or 18% (every third), shipping on three in four, a second piece at 18% on one in
 * five; one in fifty to a GSTIN (B2B), one in a hundred over one lakh rupees; ten states, Rajasthan (the seller's)
 * intra-state. Each invoice g is issued 25 s after the one before, from 1 April 00:00 IST.
 */
const SEED = `
create temporary table bench_lines as
with invoice as (
  select g,
    (array['08','29','27','07','09','33','19','24','32','36'])[1 + g % 10] as code,
    (array['Rajasthan','Karnataka','Maharashtra','Delhi','Uttar Pradesh','Tamil Nadu','West Bengal','Gujarat',
      'Kerala','Telangana'])[1 + g % 10] as state_name,
    case when g % 3 = 0 then 18 else 5 end as rate,
    case when g % 100 = 7 then 12000000 else 50000 + (g % 40) * 5000 end as goods
  from generate_series(1, $1::int) g
), line as (
  select g, 0 as position, 'goods' as kind, '6913' as hsn, rate, 1 + g % 2 as quantity, goods as taxable, code,
    state_name
    from invoice
  union all
  select g, 1, 'shipping', '6913', rate, 1, 9900, code, state_name from invoice where g % 4 <> 0
  union all
  select g, 2, 'goods', '9701', 18, 1, 150000, code, state_name from invoice where g % 5 = 0
)
select g, position, kind, hsn, rate, quantity, taxable, code, state_name,
  timestamptz '2026-04-01 00:00:00+05:30' + g * interval '25 seconds' as at,
  case when code = '08' then round(taxable * rate / 200.0)::int else 0 end as cgst,
  case when code = '08' then 0 else round(taxable * rate / 100.0)::int end as igst
from line;

insert into orders (id, order_number, customer_name, customer_email, status, payment_method, payment_status, source,
  subtotal_paise, gst_percent, tax_paise, shipping_paise, cod_charges_paise, total_paise, shipping_address,
  courier_id, courier_name, courier_days, shipping_zone)
select md5('bench-order-' || g)::uuid, 'BENCH-' || g, 'Bench Shopper', 'bench@kala.test', 'shipped',
  'cash_on_delivery', 'pending', 'cart', 0, 18, 0, 0, 0, 0, '{}'::jsonb, 1, 'Bench', 3, 'national'
from generate_series(1, $1::int) g;

insert into tax_documents (id, kind, series, financial_year, sequence, number, order_id, issued_at,
  place_of_supply_code, place_of_supply_name, inter_state, recipient_gstin,
  taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, document)
select md5('bench-doc-' || s.g)::uuid, 'tax_invoice', 'KA', '2026-27', s.g, 'KA/26-27/' || lpad(s.g::text, 6, '0'),
  md5('bench-order-' || s.g)::uuid, timestamptz '2026-04-01 00:00:00+05:30' + s.g * interval '25 seconds',
  s.code, s.state_name, s.code <> '08', case when s.g % 50 = 0 then s.code || 'AAACR5055K1Z5' end,
  s.taxable, s.cgst, s.cgst, s.igst, s.taxable + 2 * s.cgst + s.igst,
  jsonb_build_object('kind', 'tax_invoice', 'number', 'KA/26-27/' || lpad(s.g::text, 6, '0'),
    'recipient', jsonb_build_object('legalName', 'Bench Shopper', 'addressLines', jsonb_build_array('12 Bench Road'),
      'stateCode', s.code),
    'note', repeat('Printed as issued. ', 40))
from (select g, min(code) as code, min(state_name) as state_name, sum(taxable)::int as taxable, sum(cgst)::int as cgst, sum(igst)::int as igst
      from bench_lines group by g) s;

insert into tax_document_lines (document_id, position, issued_at, kind, hsn_code, rate_percent, quantity,
  taxable_paise, cgst_paise, sgst_paise, igst_paise)
select md5('bench-doc-' || g)::uuid, position, at, kind, hsn, rate, quantity, taxable, cgst, cgst, igst
from bench_lines;

-- Credit notes reversing the first line of one invoice in twenty-five (g % 50 in (0, 7): the B2B ones, half of the
-- B2C large ones and as many small ones), an hour after their invoice.
create temporary table bench_notes as
select row_number() over (order by g)::int as n, l.*, l.at + interval '1 hour' as note_at
from bench_lines l where l.g % 50 in (0, 7) and l.position = 0;

insert into tax_documents (id, kind, series, financial_year, sequence, number, order_id, invoice_id, reason, issued_at,
  place_of_supply_code, place_of_supply_name, inter_state, recipient_gstin,
  taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, document)
select md5('bench-note-' || g)::uuid, 'credit_note', 'KC', '2026-27', n, 'KC/26-27/' || lpad(n::text, 6, '0'),
  md5('bench-order-' || g)::uuid, md5('bench-doc-' || g)::uuid, 'Returned to origin', note_at,
  code, state_name, code <> '08', case when g % 50 = 0 then code || 'AAACR5055K1Z5' end,
  taxable, cgst, cgst, igst, taxable + 2 * cgst + igst,
  jsonb_build_object('kind', 'credit_note', 'recipient', jsonb_build_object('legalName', 'Bench Shopper'))
from bench_notes;

insert into tax_document_lines (document_id, position, issued_at, kind, hsn_code, rate_percent, quantity,
  taxable_paise, cgst_paise, sgst_paise, igst_paise)
select md5('bench-note-' || g)::uuid, 0, note_at, kind, hsn, rate, quantity, taxable, cgst, cgst, igst
from bench_notes;

insert into tax_document_counters (series, financial_year, last_sequence)
select 'KA', '2026-27', $1::int union all select 'KC', '2026-27', count(*)::int from bench_notes;
`;

/** Seeds `invoices` invoices of April 2026 into the database at `databaseUrl`, then analyzes it. */
export async function seedGstMonth(databaseUrl: string, invoices: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('begin');
    // One statement at a time: a multi-statement query cannot take parameters.
    for (const statement of SEED.split(/;\s*\n/).filter((s) => s.trim() && !/^\s*--[^\n]*$/.test(s.trim()))) {
      await client.query(statement, statement.includes('$1') ? [invoices] : []);
    }
    await client.query('commit');
    // An old month's rows, as autovacuum leaves them: statistics and the visibility map up to date.
    await client.query('vacuum analyze tax_documents');
    await client.query('vacuum analyze tax_document_lines');
    const counts = await client.query(
      `select (select count(*) from tax_documents)::int as documents, (select count(*) from tax_document_lines)::int as lines`,
    );
    console.log(
      `seeded ${counts.rows[0].documents} documents and ${counts.rows[0].lines} lines in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    await client.end();
  }
}
