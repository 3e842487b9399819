import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

// Hand-written, as an accountant would write them on a cheque (Indian numbering: 1,00,000 is a lakh, 1,00,00,000 a crore).
const cases: [paise: number, words: string][] = [
  [0, 'Rupees Zero Only'],
  [1, 'Rupees Zero and One Paisa Only'],
  [99, 'Rupees Zero and Ninety Nine Paise Only'],
  [100, 'Rupees One Only'],
  [1_01, 'Rupees One and One Paisa Only'],
  [11_00, 'Rupees Eleven Only'],
  [20_00, 'Rupees Twenty Only'],
  [1_000_00, 'Rupees One Thousand Only'],
  [1_499_00, 'Rupees One Thousand Four Hundred Ninety Nine Only'],
  [10_000_00, 'Rupees Ten Thousand Only'],
  [99_999_99, 'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only'],
  [1_00_000_00, 'Rupees One Lakh Only'],
  [1_12_500_50, 'Rupees One Lakh Twelve Thousand Five Hundred and Fifty Paise Only'],
  [1_12_000_50, 'Rupees One Lakh Twelve Thousand and Fifty Paise Only'],
  [5_50_00, 'Rupees Five Hundred Fifty Only'],
  [5_00_50, 'Rupees Five Hundred and Fifty Paise Only'],
  [99_99_999_00, 'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
  [1_00_00_000_00, 'Rupees One Crore Only'],
  [10_00_00_000_00, 'Rupees Ten Crore Only'],
  [
    12_34_56_789_01,
    'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and One Paisa Only',
  ],
  [1_00_05_00_010_10, 'Rupees One Hundred Crore Five Lakh Ten and Ten Paise Only'],
  // 1,25,000 crore: a count of crores above 99 is written with lakhs and thousands too.
  [1_25_000 * 1_00_00_000 * 100, 'Rupees One Lakh Twenty Five Thousand Crore Only'],
];

describe('amountInWords', () => {
  it.each(cases)('%i paise is %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses what is not a whole number of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});
