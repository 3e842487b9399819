import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

export interface GstColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned, tabular figures. */
  numeric?: boolean;
}

/**
 * One GSTR-1 table: a captioned table that scrolls sideways inside its own focusable region on a narrow screen (the
 * page itself never scrolls sideways), with a sentence in place of the table when the month has no rows for it.
 */
export function GstTable<Row>({
  caption,
  note,
  columns,
  rows,
  rowKey,
  emptyText,
  footer,
}: {
  caption: string;
  note?: string;
  columns: GstColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  emptyText: string;
  /** A totals row, in the columns' order. */
  footer?: ReactNode[];
}) {
  const captionId = useId();
  return (
    // The scrolling region below carries the table's name as a landmark; the wrapper stays unnamed, so the page has
    // one landmark per table.
    <div className="min-w-0">
      <h3 id={captionId} className="font-display text-xl text-ink">
        {caption}
      </h3>
      {note && <p className="mt-1 text-sm text-muted">{note}</p>}
      {rows.length === 0 ? (
        <p className="mt-3 rounded-2xl bg-white px-4 py-3 text-sm text-muted shadow-sm ring-1 ring-stone-200">
          {emptyText}
        </p>
      ) : (
        <div
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          className="mt-3 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-sand/50 text-muted">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={clsx('whitespace-nowrap px-3 py-2 font-semibold', column.numeric && 'text-right')}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={rowKey(row, index)} className="border-t border-stone-100">
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={clsx(
                        'whitespace-nowrap px-3 py-2 text-ink',
                        column.numeric && 'text-right tabular-nums',
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {footer && (
              <tfoot className="border-t-2 border-stone-200 font-semibold">
                <tr>
                  {footer.map((cell, index) => (
                    <td
                      key={columns[index]?.header ?? index}
                      className={clsx(
                        'whitespace-nowrap px-3 py-2 text-ink',
                        columns[index]?.numeric && 'text-right tabular-nums',
                      )}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </div>
  );
}
