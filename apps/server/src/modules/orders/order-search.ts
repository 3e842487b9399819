import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';

/** LIKE reads % and _ (and its escape, \) as wildcards: the owner's search is matched as the text it is. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The digits of (part of) a phone number as orders store it (10 digits, no +91 or 0, no spaces), when the search
 * looks like one: '+91 98765 43210', '098765-43210', '98765'. Fewer than 3 digits would match nearly every order.
 */
export function phoneDigits(q: string): string | undefined {
  if (!/^[+\d\s().-]+$/.test(q)) return undefined;
  let digits = q.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= 3 ? digits : undefined;
}

/**
 * The number of an order number written any way the owner might: 'KALA-100001', 'kala 100001', 'KALA100001',
 * '#100001' (order numbers are 'KALA-' and the order_number_seq value: orders.repository.ts#insertOrder).
 */
export function orderNumberDigits(q: string): string | undefined {
  return /^#?\s*(?:kala\s*-?\s*)?(\d+)$/i.exec(q)?.[1];
}

/**
 * The orders the owner's search finds: its text (every %, _ and \ literal) within the order number, the customer's
 * name or email as placed, or the delivery address's name or email, regardless of case; and, when it reads as one,
 * an order number without its prefix or a phone number however it is spaced. Every value is a bound parameter.
 */
export function orderSearch(q: string): SQL {
  const like = `%${escapeLike(q)}%`;
  const address = (field: 'fullName' | 'email' | 'phone') => sql`(${orders.shippingAddress} ->> ${field})`;
  const conditions: SQL[] = [
    ilike(orders.orderNumber, like),
    ilike(orders.customerName, like),
    ilike(orders.customerEmail, like),
    sql`${address('fullName')} ilike ${like}`,
    sql`${address('email')} ilike ${like}`,
  ];
  const number = orderNumberDigits(q);
  if (number) conditions.push(ilike(orders.orderNumber, `%-${number}%`));
  const phone = phoneDigits(q);
  if (phone) conditions.push(sql`${address('phone')} like ${`%${phone}%`}`);
  return or(...conditions)!;
}
