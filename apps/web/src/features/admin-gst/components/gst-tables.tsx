import type {
  B2cSmallRow,
  CreditNoteRow,
  DocumentsIssuedRow,
  GstSummary,
  HsnRow,
  InvoiceRow,
} from '@kala/contract/gst-summary';
import { indiaDate, placeOfSupply, rupees } from './gst-format';
import { GstTable, type GstColumn } from './gst-table';

type Amounts = { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number };

function taxColumns<Row extends Amounts>(): GstColumn<Row>[] {
  return [
    { header: 'Taxable value', cell: (row) => rupees(row.taxablePaise), numeric: true },
    { header: 'IGST', cell: (row) => rupees(row.igstPaise), numeric: true },
    { header: 'CGST', cell: (row) => rupees(row.cgstPaise), numeric: true },
    { header: 'SGST', cell: (row) => rupees(row.sgstPaise), numeric: true },
  ];
}

/** The totals row of a table's amounts, under the last four columns. */
function taxTotals(rows: Amounts[], leading: number) {
  const sum = (pick: (row: Amounts) => number) => rupees(rows.reduce((total, row) => total + pick(row), 0));
  return [
    'Total',
    ...Array.from({ length: leading - 1 }, () => ''),
    sum((r) => r.taxablePaise),
    sum((r) => r.igstPaise),
    sum((r) => r.cgstPaise),
    sum((r) => r.sgstPaise),
  ];
}

const invoiceColumns = (withRecipient: boolean): GstColumn<InvoiceRow>[] => [
  { header: 'Invoice', cell: (row) => row.number },
  { header: 'Date', cell: (row) => indiaDate(row.issuedAt) },
  ...(withRecipient
    ? [
        { header: 'Recipient GSTIN', cell: (row: InvoiceRow) => row.recipientGstin },
        { header: 'Recipient', cell: (row: InvoiceRow) => row.recipientName },
      ]
    : []),
  { header: 'Place of supply', cell: (row) => placeOfSupply(row.placeOfSupplyCode, row.placeOfSupplyName) },
  { header: 'Invoice value', cell: (row) => rupees(row.invoiceValuePaise), numeric: true },
  { header: 'Rate', cell: (row) => `${row.ratePercent}%`, numeric: true },
  ...taxColumns<InvoiceRow>(),
];

const smallColumns: GstColumn<B2cSmallRow>[] = [
  { header: 'Place of supply', cell: (row) => placeOfSupply(row.placeOfSupplyCode, row.placeOfSupplyName) },
  { header: 'Rate', cell: (row) => `${row.ratePercent}%`, numeric: true },
  ...taxColumns<B2cSmallRow>(),
];

const noteColumns: GstColumn<CreditNoteRow>[] = [
  { header: 'Credit note', cell: (row) => row.number },
  { header: 'Date', cell: (row) => indiaDate(row.issuedAt) },
  { header: 'Against invoice', cell: (row) => `${row.invoiceNumber} (${indiaDate(row.invoiceIssuedAt)})` },
  { header: 'Type', cell: (row) => (row.against === 'B2B' ? `B2B ${row.recipientGstin ?? ''}` : 'B2C large') },
  { header: 'Place of supply', cell: (row) => placeOfSupply(row.placeOfSupplyCode, row.placeOfSupplyName) },
  { header: 'Note value', cell: (row) => rupees(row.noteValuePaise), numeric: true },
  { header: 'Rate', cell: (row) => `${row.ratePercent}%`, numeric: true },
  ...taxColumns<CreditNoteRow>(),
  { header: 'Reason', cell: (row) => row.reason },
];

const hsnColumns: GstColumn<HsnRow>[] = [
  { header: 'HSN', cell: (row) => row.hsnCode },
  { header: 'Rate', cell: (row) => `${row.ratePercent}%`, numeric: true },
  { header: 'Quantity', cell: (row) => row.quantity, numeric: true },
  { header: 'Total value', cell: (row) => rupees(row.totalValuePaise), numeric: true },
  ...taxColumns<HsnRow>(),
];

const documentColumns: GstColumn<DocumentsIssuedRow>[] = [
  { header: 'Nature of document', cell: (row) => row.nature },
  { header: 'From', cell: (row) => row.fromNumber },
  { header: 'To', cell: (row) => row.toNumber },
  { header: 'Total number', cell: (row) => row.totalNumber, numeric: true },
  { header: 'Cancelled', cell: (row) => row.cancelled, numeric: true },
  { header: 'Net issued', cell: (row) => row.netIssued, numeric: true },
];

/** The month's GSTR-1 tables in the form's order, each with a caption and a line saying when it is empty. */
export function GstTables({ summary }: { summary: GstSummary }) {
  return (
    <div className="space-y-8">
      <GstTable
        caption="Table 4 · B2B invoices"
        note="Invoices to shoppers who gave a GSTIN, one row per invoice and rate."
        columns={invoiceColumns(true)}
        rows={summary.b2b}
        rowKey={(row) => `${row.number}-${row.ratePercent}`}
        emptyText="No invoice this month carries a recipient's GSTIN."
      />
      <GstTable
        caption="Table 5 · B2C large invoices"
        note="Inter-state invoices to unregistered shoppers worth more than ₹1,00,000, one row per invoice and rate."
        columns={invoiceColumns(false)}
        rows={summary.b2cLarge}
        rowKey={(row) => `${row.number}-${row.ratePercent}`}
        emptyText="No inter-state invoice to an unregistered shopper was worth more than ₹1,00,000 this month."
      />
      <GstTable
        caption="Table 7 · B2C small supplies"
        note="Every other invoice to an unregistered shopper, by place of supply and rate, less its credit notes."
        columns={smallColumns}
        rows={summary.b2cSmall}
        rowKey={(row) => `${row.placeOfSupplyCode}-${row.ratePercent}`}
        emptyText="No small supplies this month."
        footer={taxTotals(summary.b2cSmall, 2)}
      />
      <GstTable
        caption="Table 9B · Credit notes"
        note="Credit notes against B2B and B2C large invoices (those against small supplies are netted into table 7)."
        columns={noteColumns}
        rows={summary.creditNotes}
        rowKey={(row) => `${row.number}-${row.ratePercent}`}
        emptyText="No credit notes against B2B or B2C large invoices this month."
      />
      <GstTable
        caption="Table 12 · HSN summary"
        note="Invoices less credit notes, by HSN and rate; quantity counts pieces, not shipping or COD lines."
        columns={hsnColumns}
        rows={summary.hsn}
        rowKey={(row) => `${row.hsnCode}-${row.ratePercent}`}
        emptyText="No goods supplied this month."
      />
      <GstTable
        caption="Table 13 · Documents issued"
        note="Numbers are consecutive and never reused, so none is cancelled (decision 026)."
        columns={documentColumns}
        rows={summary.documentsIssued}
        rowKey={(row) => `${row.nature}-${row.series}`}
        emptyText="No documents issued this month."
      />
    </div>
  );
}
