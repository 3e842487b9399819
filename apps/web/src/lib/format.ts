/** Dates are shown in en-US (spec §9): "July 13, 2025". */
const dateFormatter = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export const formatDate = (iso: string | Date): string =>
  dateFormatter.format(typeof iso === 'string' ? new Date(iso) : iso);

/** "1 review", "3 reviews". */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
