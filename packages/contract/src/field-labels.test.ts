import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PRODUCT_FIELD_LABELS, productInputSchema, productPatchSchema } from './admin-products.ts';
import type { ADDRESS_FIELD_LABELS } from './orders.ts';
import { orderInputSchema, shippingAddressSchema } from './orders.ts';
import { PAYMENT_FIELD_LABELS, verifyPaymentInputSchema } from './payments.ts';

/**
 * No message names a field by its key. Every exported schema of the contract is walked: each object's fields are
 * given missing, empty, wrong-typed, too long and out-of-range values, and every message that comes back is read.
 * A message may name a field only by the words its form shows (the label maps beside the schemas); the API's query
 * and path parameters (`...QuerySchema`, `...ParamsSchema`) are the exception: they have no form, and their names
 * are the API's own words ('limit must be at most 100').
 */

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

const isSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as AnySchema)._zod?.def === 'object';

const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'x'.repeat(100_001),
  0,
  -1,
  1.5,
  1e12,
  true,
  [],
  {},
  ['x'.repeat(300)],
  [{}],
];

/** The schemas reachable from one (wrappers, pipes, arrays, unions), with the objects among them. */
function objectsIn(schema: AnySchema, seen = new Set<unknown>()): AnySchema[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const children: unknown[] = [def.innerType, def.in, def.out, def.element, def.schema];
  if (Array.isArray(def.options)) children.push(...(def.options as unknown[]));
  if (def.type === 'object') children.push(...Object.values(def.shape as Record<string, unknown>));
  const found = def.type === 'object' ? [schema] : [];
  for (const child of children) if (isSchema(child)) found.push(...objectsIn(child, seen));
  return found;
}

const keysOf = (object: AnySchema) => Object.keys(object._zod.def.shape as Record<string, unknown>);

/** Every message the schema gives for the bad values, tried at the top and field by field in each of its objects. */
function messagesOf(schema: AnySchema): Set<string> {
  const messages = new Set<string>();
  const tryParse = (target: AnySchema, input: unknown) => {
    try {
      const result = target.safeParse(input);
      if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
    } catch {
      // A transform given a value its own type check would have stopped first: not a message anyone sees.
    }
  };
  for (const value of BAD_VALUES) tryParse(schema, value);
  for (const object of objectsIn(schema)) {
    for (const key of keysOf(object)) for (const value of BAD_VALUES) tryParse(object, { [key]: value });
  }
  return messages;
}

declare global {
  /** Vite's module glob (vitest runs these tests through Vite); the contract does not otherwise depend on Vite. */
  interface ImportMeta {
    glob<Module>(patterns: string[], options: { eager: true }): Record<string, Module>;
  }
}

/** Every module of the contract, as vitest finds them (its tests aside). */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

function contractSchemas(): { name: string; schema: AnySchema }[] {
  return Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(module).flatMap(([name, value]) =>
      isSchema(value) ? [{ name: `${file.slice(2)}#${name}`, schema: value }] : [],
    ),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('validation messages name fields by their labels', () => {
  it('no message of any contract schema carries a field key', () => {
    const schemas = contractSchemas();
    expect(schemas.length).toBeGreaterThan(50);
    const offences: string[] = [];
    for (const { name, schema } of schemas) {
      const keys = [...new Set(objectsIn(schema).flatMap(keysOf))];
      // camelCase keys ('fullName', 'isActive') never appear, anywhere in a message.
      const camel = keys.filter((key) => /[a-z][A-Z]/.test(key));
      // Nor does a message of a body start with a key ('city must be at most 100 characters').
      const parameters = /(Query|Params)Schema$/.test(name);
      for (const message of messagesOf(schema)) {
        for (const key of camel) {
          if (new RegExp(`(^|[^\\w-])${escape(key)}\\b`).test(message)) offences.push(`${name}: "${message}"`);
        }
        if (!parameters && keys.some((key) => new RegExp(`^'?${escape(key)}\\b`).test(message))) {
          offences.push(`${name}: "${message}"`);
        }
      }
    }
    expect([...new Set(offences)]).toEqual([]);
    // It parses every schema of the contract with a dozen bad values per key: 1-2 s alone, over 5 s on a machine busy
    // with the other suites.
  }, 60_000);

  it("names the shipping form's fields as the checkout labels them, in the form and in the API's answer", () => {
    const tooLong = shippingAddressSchema.safeParse({ fullName: 'A'.repeat(150) });
    expect(tooLong.error?.issues.find((i) => i.path[0] === 'fullName')?.message).toBe(
      'Full name must be at most 100 characters',
    );
    const long = (field: keyof typeof ADDRESS_FIELD_LABELS, max: number) =>
      shippingAddressSchema.safeParse({ [field]: 'x'.repeat(max + 1) }).error?.issues.find((i) => i.path[0] === field)
        ?.message;
    expect(long('addressLine1', 200)).toBe('Address line 1 must be at most 200 characters');
    expect(long('addressLine2', 200)).toBe('Address line 2 must be at most 200 characters');
    expect(long('city', 100)).toBe('City must be at most 100 characters');
    expect(long('state', 100)).toBe('State must be at most 100 characters');

    // Spec §5's 'Missing <field>' and its 'Validation failed: ...' sentence, with the fields in words.
    const missing = orderInputSchema.safeParse({ shippingAddress: {}, paymentMethod: 'cash_on_delivery' });
    expect(missing.error?.issues.map((i) => i.message)).toEqual([
      'Missing full name',
      'Missing phone',
      'Missing address line 1',
      'Missing city',
      'Missing state',
      'Missing PIN code',
      'Missing country',
    ]);
  });

  it("names the product form's fields as the form labels them", () => {
    const answer = productPatchSchema.safeParse({
      name: 'n'.repeat(121),
      subtitles: 's'.repeat(161),
      description: 'd'.repeat(2001),
      productDescription: 'p'.repeat(50_001),
      isActive: 'yes',
    });
    const byField = Object.fromEntries(answer.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({
      name: `${PRODUCT_FIELD_LABELS.name} must be at most 120 characters`,
      subtitles: 'Subtitle must be at most 160 characters',
      description: 'Short description must be at most 2,000 characters',
      productDescription: 'Detailed description must be at most 50,000 characters',
      isActive: 'Active must be true or false',
    });
    const size = productInputSchema.safeParse({
      sizes: [{ size: '6 inch', originalPrice: 1, discountedPrice: 1, isAvailable: 1 }],
    });
    expect(size.error?.issues.find((i) => i.path.at(-1) === 'isAvailable')?.message).toBe(
      'Available must be true or false',
    );
  });

  it('names the payment calls’ fields in words', () => {
    const answer = verifyPaymentInputSchema.safeParse({});
    expect(answer.error?.issues.map((i) => i.message)).toEqual(
      ['razorpayOrderId', 'razorpayPaymentId', 'razorpaySignature', 'orderId'].map(
        (field) => `${PAYMENT_FIELD_LABELS[field as keyof typeof PAYMENT_FIELD_LABELS]} is required`,
      ),
    );
    expect(answer.error?.issues[0]?.message).toBe('Payment order id is required');
  });
});
