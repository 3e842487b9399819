/**
 * A line's usual (list) unit price: a scheduled sale's line carries it beside the shown sale price (issue 27 item 2);
 * a line without a sale has none, and its shown price is the usual one.
 */
export const usualUnitPaise = (line: { unitPaise: number; listUnitPaise?: number | null | undefined }): number =>
  line.listUnitPaise ?? line.unitPaise;
