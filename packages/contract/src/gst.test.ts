import { describe, expect, it } from 'vitest';
import {
  GST_MESSAGES,
  gstLabel,
  gstStateByCode,
  gstStateByName,
  gstinCheckCharacter,
  gstinProblem,
  gstinSchema,
  panSchema,
  taxSettingsSchema,
} from './gst.ts';
import { chargeLabel } from './gst-display.ts';

describe('GSTIN check character (mod 36)', () => {
  it('is the last character of real GSTINs', () => {
    // Published GSTINs: the GST portal's own example (Maharashtra) and two Karnataka / Tamil Nadu companies.
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8']) {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
      expect(gstinProblem(gstin)).toBeNull();
    }
  });

  it('is worked out by hand for 27AAPFU0939F1Z', () => {
    // Values 2 7 10 10 25 15 30 0 9 3 9 15 1 35, weights 1 2 1 2 …:
    // products 2 14 10 20 25 30 30 0 9 6 9 30 1 70; 70 = 1×36 + 34 so it adds 1 + 34, the others add themselves.
    // Sum = 2+14+10+20+25+30+30+0+9+6+9+30+1+35 = 221; 221 mod 36 = 5; (36 − 5) = 31 = 'V'.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });
});

describe('gstinProblem', () => {
  it.each([
    ['27AAPFU0939F1Z', GST_MESSAGES.gstinLength],
    ['27AAPFU0939F1ZV1', GST_MESSAGES.gstinLength],
    ['27AAPFU0939F1Z-', GST_MESSAGES.gstinCharacters],
    ['99AAPFU0939F1ZV', 'The first two digits of a GSTIN are a state code; 99 is not one'],
    ['00AAPFU0939F1ZV', 'The first two digits of a GSTIN are a state code; 00 is not one'],
    ['27AAPF10939F1ZV', GST_MESSAGES.gstinPan],
    ['27AAPFU0939F0ZV', GST_MESSAGES.gstinEntity],
    ['27AAPFU0939F1YV', GST_MESSAGES.gstinZ],
    ['27AAPFU0939F1ZW', GST_MESSAGES.gstinCheck],
    // One digit mistyped (0939 → 0993) keeps the format but not the check character.
    ['27AAPFU0993F1ZV', GST_MESSAGES.gstinCheck],
  ])('%s: %s', (gstin, message) => {
    expect(gstinProblem(gstin)).toBe(message);
  });

  it('reads small letters and spaces as a person typed them', () => {
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
    expect(gstinSchema.parse('27 AAPFU 0939F 1ZV')).toBe('27AAPFU0939F1ZV');
  });
});

describe('PAN', () => {
  it('is five letters, four digits, one letter', () => {
    expect(panSchema.parse('aapfu0939f')).toBe('AAPFU0939F');
    expect(panSchema.safeParse('AAPF00939F').error?.issues[0]?.message).toBe(GST_MESSAGES.pan);
  });
});

describe('states', () => {
  it('has every code a GSTIN starts with, and maps the PIN directory names', () => {
    expect(gstStateByCode('08')?.name).toBe('Rajasthan');
    expect(gstStateByCode('27')?.name).toBe('Maharashtra');
    expect(gstStateByCode('29')?.name).toBe('Karnataka');
    expect(gstStateByCode('97')?.name).toBe('Other Territory');
    expect(gstStateByCode('99')).toBeUndefined();
    expect(gstStateByName('Telangana')?.code).toBe('36');
    expect(gstStateByName('Andhra Pradesh')?.code).toBe('37');
    expect(gstStateByName('Dadra and Nagar Haveli and Daman and Diu')?.code).toBe('26');
    expect(gstStateByName('Ladakh')?.code).toBe('38');
  });
});

describe('taxSettingsSchema', () => {
  const base = { legalName: 'Kala Crafts LLP', address: '12 MI Road, Jaipur 302001', stateCode: '08' };

  it('needs a valid GSTIN when registered, and drops the PAN (it is inside the GSTIN)', () => {
    const ok = taxSettingsSchema.parse({
      ...base,
      registered: true,
      gstin: '08aaack1234a1za',
      pricesIncludeTax: false,
    });
    expect(ok).toMatchObject({ gstin: '08AAACK1234A1ZA', pan: null, tradeName: '' });
    const bad = taxSettingsSchema.safeParse({
      ...base,
      registered: true,
      gstin: '08AAACK1234A1ZB',
      pricesIncludeTax: false,
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['gstin', GST_MESSAGES.gstinCheck]]);
  });

  it('needs a PAN when not registered, and keeps no GSTIN', () => {
    const missing = taxSettingsSchema.safeParse({ ...base, registered: false, gstin: null, pricesIncludeTax: true });
    expect(missing.error?.issues[0]?.message).toBe(GST_MESSAGES.panRequired);
    const ok = taxSettingsSchema.parse({
      ...base,
      registered: false,
      gstin: '27AAPFU0939F1ZV',
      pan: 'aapfu0939f',
      pricesIncludeTax: true,
    });
    expect(ok).toMatchObject({ gstin: null, pan: 'AAPFU0939F' });
  });
});

describe('gstLabel', () => {
  it('names the rates and whether prices include them', () => {
    expect(gstLabel([18], false)).toBe('GST (18%)');
    expect(gstLabel([18, 5, 18], false)).toBe('GST (5%, 18%)');
    expect(gstLabel([5], true)).toBe('Includes GST (5%)');
  });
});

describe('chargeLabel', () => {
  it('says a courier charge carries GST whenever the order does, and nothing when no GST is charged', () => {
    expect(chargeLabel('Shipping', [5, 18])).toBe('Shipping (incl. GST)');
    expect(chargeLabel('COD charges', [5])).toBe('COD charges (incl. GST)');
    expect(chargeLabel('COD charges', [0])).toBe('COD charges');
    expect(chargeLabel('Shipping', [])).toBe('Shipping');
  });
});
