import { describe, expect, it } from 'vitest';
import { priceTaxNote } from './price-tax-note';

const rates = { mandala: 18, terracotta: 5 };
const excluding = { pricesIncludeTax: false, registered: true, categoryRates: rates };

describe('priceTaxNote: every price says what GST it carries', () => {
  it("says '+ GST' and the amount with GST when GST is added at checkout, at the category's rate", () => {
    // ₹999 + 18% = 999 + 179.82 = ₹1,178.82.
    expect(priceTaxNote(excluding, { category: 'mandala', gstRate: null }, 999)).toBe(
      '+ GST (18%) · ₹1,178.82 with GST',
    );
    // ₹799 + 5% = 799 + 39.95 = ₹838.95.
    expect(priceTaxNote(excluding, { category: 'terracotta', gstRate: null }, 799)).toBe(
      '+ GST (5%) · ₹838.95 with GST',
    );
  });

  it("uses the product's own rate over its category's, rounding GST half up to the paisa like the cart", () => {
    // ₹0.25 + 18% = 0.25 + 0.045 → 0.05: ₹0.30.
    expect(priceTaxNote(excluding, { category: 'terracotta', gstRate: 18 }, 0.25)).toBe('+ GST (18%) · ₹0.30 with GST');
  });

  it("says 'Inclusive of all taxes' only when prices include GST", () => {
    expect(priceTaxNote({ ...excluding, pricesIncludeTax: true }, { category: 'mandala', gstRate: null }, 999)).toBe(
      'Inclusive of all taxes',
    );
  });

  it('says no GST is charged by a seller not registered for GST', () => {
    expect(priceTaxNote({ ...excluding, registered: false }, { category: 'mandala', gstRate: null }, 999)).toBe(
      'No GST charged',
    );
  });
});
