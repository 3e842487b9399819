/**
 * An amount in words as an Indian invoice writes it under the total in figures (CGST rule 46(j) asks for the total
 * value; the words are the custom of Indian invoices, and issue 24 asks for them): Indian numbering (thousand, lakh,
 * crore), 'Rupees … and … Paise Only'. No 'and' inside a number, so 'and' only
 * ever joins the rupees to the paise: 'Five Hundred and Fifty Paise' cannot be misread as 550 rupees.
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]} ${ONES[unit]}`;
}

/** 1–999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in words with Indian numbering; a count of crores above 99 is itself written that way. */
export function wholeNumberInWords(n: number): string {
  if (n === 0) return ONES[0]!;
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  const parts: string[] = [];
  if (crores > 0) parts.push(`${wholeNumberInWords(crores)} Crore`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 11250050 → 'Rupees One Lakh Twelve Thousand Five Hundred and Fifty Paise Only'. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`An amount in words needs a whole, non-negative number of paise, not ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeesPart = `Rupees ${wholeNumberInWords(rupees)}`;
  if (rest === 0) return `${rupeesPart} Only`;
  return `${rupeesPart} and ${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'} Only`;
}
