import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { financialYearOf, formatDocumentNumber } from './numbering.ts';

describe('financialYearOf (1 April to 31 March, India time)', () => {
  it.each([
    ['2026-03-31T23:59:59.999+05:30', '2025-26'],
    ['2026-04-01T00:00:00.000+05:30', '2026-27'],
    ['2026-03-31T18:29:59.999Z', '2025-26'],
    ['2026-03-31T18:30:00.000Z', '2026-27'],
    ['2026-01-01T00:00:00+05:30', '2025-26'],
    ['2026-12-31T23:59:59+05:30', '2026-27'],
    ['2099-06-01T00:00:00+05:30', '2099-00'],
  ])('%s is in %s', (at, year) => {
    expect(financialYearOf(new Date(at))).toBe(year);
  });
});

describe('formatDocumentNumber (CGST rule 46(b))', () => {
  it('writes prefix, years and six digits', () => {
    expect(formatDocumentNumber('KA', '2025-26', 123)).toBe('KA/25-26/000123');
    expect(formatDocumentNumber('KC', '2025-26', 7)).toBe('KC/25-26/000007');
    expect(formatDocumentNumber('K-1', '2025-26', 999_999)).toBe('K-1/25-26/999999');
  });

  it('refuses a number longer than sixteen characters rather than print it', () => {
    expect(() => formatDocumentNumber('K-1', '2025-26', 1_000_000)).toThrow('rule 46(b)');
    expect(() => formatDocumentNumber('KALA', '2025-26', 1)).toThrow('rule 46(b)');
  });
});

describe('series prefixes in the configuration', () => {
  it('default to KA for invoices and KC for credit notes', () => {
    expect(loadConfig({}, { inMemoryDatabase: true }).documentSeries).toEqual({ invoice: 'KA', creditNote: 'KC' });
  });

  it.each(['KALA', 'K A', 'K_1', 'कला'])('refuses %j with a message naming the limit', (prefix) => {
    expect(() => loadConfig({ INVOICE_PREFIX: prefix }, { inMemoryDatabase: true })).toThrow(
      /INVOICE_PREFIX: must be 1 to 3 letters, digits, '-' or '\/'/,
    );
  });

  it('refuses the same prefix for both series', () => {
    expect(() => loadConfig({ INVOICE_PREFIX: 'KA', CREDIT_NOTE_PREFIX: 'KA' }, { inMemoryDatabase: true })).toThrow(
      'INVOICE_PREFIX and CREDIT_NOTE_PREFIX must differ',
    );
  });
});
