import { z } from 'zod';
import { CATEGORY_SLUGS, type CategorySlug } from './categories.ts';

export { gstLabel, type PriceDisplay } from './gst-display.ts';

/**
 * GST facts the store uses (issue 24, decision 025): the states and their two-digit codes, the GSTIN and PAN
 * formats with the GSTIN's check character, the rates of GST 2.0 (22 Sep 2025) and the seller's tax settings.
 */

export interface GstState {
  /** Two digits, as in the first two characters of a GSTIN. */
  code: string;
  name: string;
}

/**
 * The states and union territories with their GST codes (the GST portal's state code list). 25 (Daman and Diu)
 * and 28 (Andhra Pradesh before 2014) still begin GSTINs issued before their merger or division, so a GSTIN may
 * start with them; deliveries there today take 26 and 37. 97 is 'Other Territory' (offshore areas).
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '25', name: 'Daman and Diu' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '28', name: 'Andhra Pradesh (before division)' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const satisfies readonly GstState[];

/** The codes a seller or delivery is in today (25 and 28 only begin older GSTINs). */
export const CURRENT_GST_STATES = GST_STATES.filter((s) => s.code !== '25' && s.code !== '28');

const byCode = new Map<string, GstState>(GST_STATES.map((s) => [s.code, s]));
const byName = new Map<string, GstState>(CURRENT_GST_STATES.map((s) => [s.name.toLowerCase(), s]));

export function gstStateByCode(code: string): GstState | undefined {
  return byCode.get(code);
}

/** The state of a name as the PIN-code directory writes it ('Rajasthan'), or undefined. */
export function gstStateByName(name: string): GstState | undefined {
  return byName.get(
    name
      .trim()
      .toLowerCase()
      .replace(/\s*&\s*/g, ' and '),
  );
}

/** PAN: five letters, four digits, one letter (the Income-tax Department's format). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN's 15th character from its first 14 (the published mod-36 scheme): each character's value (0-9, then
 * A=10 … Z=35) is multiplied by 1 and 2 alternately from the left, each product's quotient and remainder by 36 are
 * added up, and the check character is the one whose value is (36 − sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

export const GST_MESSAGES = {
  gstinLength: 'GSTIN must be 15 characters',
  gstinCharacters: 'A GSTIN has only capital letters and digits',
  gstinState: (code: string) => `The first two digits of a GSTIN are a state code; ${code} is not one`,
  gstinPan: 'Characters 3 to 12 of a GSTIN are the PAN: five letters, four digits, one letter',
  gstinEntity: 'The 13th character of a GSTIN is the registration number under the PAN: a digit 1-9 or a letter',
  gstinZ: "The 14th character of a GSTIN is always 'Z'",
  gstinCheck: "This GSTIN's check character (the last one) is wrong: check for a typing mistake",
  pan: 'PAN must be 10 characters: five letters, four digits, one letter (e.g. AAPFU0939F)',
  panRequired: 'Enter the PAN when the store is not registered for GST',
  gstinRequired: 'Enter the GSTIN, or choose "Not registered for GST"',
  rate: 'GST rate must be 0, 5, 18 or 40%',
  hsn: 'HSN code must be 4, 6 or 8 digits',
} as const;

/** Why a GSTIN is wrong, or null when it is right. Spaces are ignored and letters read as capitals. */
export function gstinProblem(value: string): string | null {
  const gstin = normaliseGstin(value);
  if (gstin.length !== 15) return GST_MESSAGES.gstinLength;
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return GST_MESSAGES.gstinCharacters;
  const code = gstin.slice(0, 2);
  if (!byCode.has(code)) return GST_MESSAGES.gstinState(code);
  if (!PAN_PATTERN.test(gstin.slice(2, 12))) return GST_MESSAGES.gstinPan;
  if (!/^[1-9A-Z]$/.test(gstin[12]!)) return GST_MESSAGES.gstinEntity;
  if (gstin[13] !== 'Z') return GST_MESSAGES.gstinZ;
  if (gstinCheckCharacter(gstin) !== gstin[14]) return GST_MESSAGES.gstinCheck;
  return null;
}

export const normaliseGstin = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** A GSTIN field: trimmed, upper-cased, checked with the message of its first fault. */
export const gstinSchema = z
  .string()
  .max(40, GST_MESSAGES.gstinLength)
  .transform(normaliseGstin)
  .superRefine((gstin, ctx) => {
    const problem = gstinProblem(gstin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const panSchema = z
  .string()
  .max(20, GST_MESSAGES.pan)
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((pan) => PAN_PATTERN.test(pan), GST_MESSAGES.pan);

/** GST rates since 22 Sep 2025 (GST 2.0) that a piece can carry, in percent. */
export const GST_RATES = [0, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

export const gstRateSchema = z
  .number()
  .int(GST_MESSAGES.rate)
  .refine((rate) => (GST_RATES as readonly number[]).includes(rate), GST_MESSAGES.rate);

export const hsnCodeSchema = z
  .string()
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, GST_MESSAGES.hsn);

/** The note the settings screen carries (decision 025); the store never applies it by itself. */
export const HANDICRAFT_RATE_NOTE =
  'Since 22 September 2025 most handicrafts are taxed at 5%: terracotta and clay pieces (HSN 6912, 6913), ' +
  'wooden frames (4414) and hand-made paintings (9701). Check each category with your accountant and set its ' +
  'rate here; the store does not change rates by itself.';

/** The seller's tax settings (issue 24 item 1): one row, seeded from configuration. */
export const taxSettingsSchema = z
  .object({
    legalName: z.string().trim().min(1, 'Enter the legal name').max(200),
    tradeName: z.string().trim().max(200).default(''),
    /** Registered address, one line a line, without the state. */
    address: z.string().trim().min(1, 'Enter the registered address').max(500),
    stateCode: z
      .string()
      .refine((code) => CURRENT_GST_STATES.some((s) => s.code === code), 'Choose the state of the registered address'),
    registered: z.boolean(),
    gstin: z.string().max(40).nullable().default(null),
    pan: z.string().max(20).nullable().default(null),
    pricesIncludeTax: z.boolean(),
  })
  .superRefine((s, ctx) => {
    if (s.registered) {
      if (!s.gstin?.trim()) {
        ctx.addIssue({ code: 'custom', path: ['gstin'], message: GST_MESSAGES.gstinRequired });
        return;
      }
      const problem = gstinProblem(s.gstin);
      if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
    } else if (!s.pan?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['pan'], message: GST_MESSAGES.panRequired });
    } else if (!PAN_PATTERN.test(s.pan.replace(/\s+/g, '').toUpperCase())) {
      ctx.addIssue({ code: 'custom', path: ['pan'], message: GST_MESSAGES.pan });
    }
  })
  .transform((s) => ({
    ...s,
    gstin: s.registered && s.gstin ? normaliseGstin(s.gstin) : null,
    // A registered seller's PAN is inside the GSTIN (characters 3-12).
    pan: s.registered ? null : s.pan!.replace(/\s+/g, '').toUpperCase(),
  }));

export type TaxSettingsInput = z.input<typeof taxSettingsSchema>;
export type TaxSettings = z.output<typeof taxSettingsSchema>;

/** A category's HSN code and GST rate (issue 24 item 2). */
export const categoryTaxRateSchema = z.object({
  category: z.enum(CATEGORY_SLUGS),
  hsnCode: hsnCodeSchema,
  ratePercent: gstRateSchema,
});
export type CategoryTaxRate = z.infer<typeof categoryTaxRateSchema>;

export const categoryTaxRatesInputSchema = z.object({ rates: z.array(categoryTaxRateSchema).min(1).max(50) });

/** What the Settings tab reads: the settings, each category's rate, and the pickup PIN code's state. */
export interface TaxSettingsView {
  settings: TaxSettings;
  rates: CategoryTaxRate[];
  /** Where parcels leave from (STORE_PICKUP_PINCODE) and its state, which the place of supply is compared with. */
  pickup: { pincode: string; stateCode: string | null; stateName: string | null };
}

/** The storefront's one GST fact: whether shown prices include GST (GET /api/settings/prices). */
export const priceDisplaySchema = z.object({
  pricesIncludeTax: z.boolean(),
  registered: z.boolean(),
  /** Each category's GST rate; a product's own `gstRate` wins over it. */
  categoryRates: z.record(z.string(), z.number()),
});

/**
 * The HSN code a category starts with until the owner sets its own (decision 025): the paintings are hand-made
 * paintings (9701); terracotta and lippan (clay and mirror work) are ornamental ceramic and clay articles (6913).
 */
export const DEFAULT_HSN_CODES: Readonly<Record<CategorySlug, string>> = {
  'boho-paintings': '9701',
  'boho-art': '9701',
  'circle-minimal-art': '9701',
  mandala: '9701',
  'indian-art': '9701',
  terracotta: '6913',
  'lippan-art': '6913',
};
