import { formatDate } from '../../../lib/format';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A re-attempt date (YYYY-MM-DD, India's calendar) as the shopper reads it: 'Wednesday, November 25, 2026'. */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(y!, m! - 1, d!);
  return `${WEEKDAYS[day.getDay()]}, ${formatDate(day)}`;
}
