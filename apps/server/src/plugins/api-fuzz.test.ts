import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, RELAXED_LIMITS } from '../test/account-fixtures.ts';
import { insertProduct } from '../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { NUL_MESSAGE } from './input-guard.ts';

/*
 * Issue 16 item 11 and issue 12 item 5: every operation of the OpenAPI document, fuzzed. Bodies, query strings and
 * path parameters get NUL characters, huge strings (over and under the 1 MB body limit), unicode of every awkward
 * kind, values of the wrong type (numbers for strings, arrays, objects, null), missing and extra fields, broken JSON
 * and the wrong content types, as a guest, a signed-in shopper and an admin. Every answer is below 500 and, when it
 * is an error, in the envelope { success: false, message }. The count of requests tried is printed.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const NUL = '\u0000';
/** NUL shown as \0 in failure descriptions. */
const shown = (text: string) => text.split(NUL).join('\\0');
const OVER_LIMIT = 'x'.repeat(1024 * 1024 + 16);
const LARGE = 'x'.repeat(200_000);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

let t: TestApp;
let document: { paths: Record<string, Record<string, Operation>> };
const ids = { product: '', size: '' };
const ADMIN = { email: 'fuzz-admin@example.com', password: 'Fuzz-admin-pass-2026' };

beforeAll(async () => {
  t = await createTestApp(
    { ORDER_RATE_LIMIT: '1000000' },
    {},
    {
      authRateLimits: RELAXED_LIMITS,
      shippingRateLimits: {
        rates: { max: 100_000, timeWindow: 60_000 },
        pincode: { max: 100_000, timeWindow: 60_000 },
      },
    },
  );
  const product = await insertProduct(t.database.db, { name: 'Fuzz Lotus Mandala', category: 'mandala' });
  ids.product = product.id;
  ids.size = product.sizeIds[0] ?? '';
  await t.auth.ensureAdmin(ADMIN);
  document = t.app.swagger() as typeof document;
});
afterAll(() => t?.close());

/** A valid-looking value for a field, by its name first (the API checks formats JSON Schema does not show). */
function sampleByName(name: string): unknown {
  const known: Record<string, unknown> = {
    email: `fuzz-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Handmade-clay-2026',
    newPassword: 'Handmade-clay-2027',
    currentPassword: 'Handmade-clay-2026',
    confirmPassword: 'Handmade-clay-2026',
    name: 'Asha Rao',
    fullName: 'Asha Rao',
    phone: '9876543210',
    zipCode: '302001',
    deliveryPostcode: '302001',
    pincode: '302001',
    city: 'Jaipur',
    state: 'Rajasthan',
    country: 'India',
    addressLine1: '12 Johari Bazaar',
    paymentMethod: 'cash_on_delivery',
    productId: ids.product,
    sizeId: ids.size,
    quantity: 1,
    avatar: 'https://example.com/avatar.png',
    message: 'A message about a handmade mandala, long enough.',
    subject: 'About an order',
    credential: 'not-a-google-token',
    category: 'mandala',
    token: 'x'.repeat(43),
    id: randomUUID(),
    weight: 1,
    starsRating: 5,
  };
  return known[name];
}

function pick(schema: Schema): Schema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return pick(variants.find((v) => v.type !== 'null') ?? variants[0] ?? {});
  if (schema.allOf?.[0]) return pick(schema.allOf[0]);
  return schema;
}

/** A value the schema accepts, as far as JSON Schema tells. */
function sample(schema: Schema, name = ''): unknown {
  const s = pick(schema);
  const byName = sampleByName(name);
  if (byName !== undefined) return byName;
  if (s.enum?.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(key) || sampleByName(key) !== undefined) out[key] = sample(child, key);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items ?? {}));
    case 'integer':
    case 'number': {
      const min = s.minimum ?? 1;
      return s.exclusiveMinimum === true ? min + 1 : Math.max(min, 1);
    }
    case 'boolean':
      return true;
    default: {
      const text = 'Handmade lotus mandala';
      const length = Math.max(s.minLength ?? 0, Math.min(text.length, s.maxLength ?? text.length));
      return text.padEnd(length, 'x').slice(0, length);
    }
  }
}

/** Every field of a body (dotted paths, array items as .0), parents included. */
function fieldPaths(schema: Schema, prefix: string[] = []): string[][] {
  const s = pick(schema);
  const out: string[][] = [];
  if (s.type === 'object' || s.properties) {
    for (const [key, child] of Object.entries(s.properties ?? {})) {
      out.push([...prefix, key], ...fieldPaths(child, [...prefix, key]));
    }
  } else if (s.type === 'array' && s.items) {
    out.push([...prefix, '0'], ...fieldPaths(s.items, [...prefix, '0']));
  }
  return out;
}

/** The body without one field (a required field missing, or an optional one left out). */
function withoutField(base: unknown, path: string[]): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node: Record<string, unknown> | undefined = copy;
  for (const key of path.slice(0, -1)) {
    const next: unknown = node?.[key];
    node = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : undefined;
  }
  if (node) delete node[path[path.length - 1] ?? ''];
  return copy;
}

/** Unicode a text field may meet: astral letters and emoji with skin tones, Devanagari, a right-to-left override,
 * a pile of combining marks, a lone surrogate half (JSON can carry it; UTF-8 cannot) and a zero-width joiner. */
const UNICODE = ['𝓗𝓪𝓷𝓭𝓶𝓪𝓭𝓮 🙏🏽🪔 नमस्ते', '\u202Eevil.exe', `a${'\u0301'.repeat(2000)}`, '\uD800', 'ज़‍्'];

function withValue(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = /^\d+$/.test(key) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1] ?? ''] = value;
  return copy;
}

/** Values of the wrong shape for any field, NUL characters around a valid value, and huge strings. */
function badValues(valid: unknown): unknown[] {
  const text = typeof valid === 'string' && valid ? valid : 'text';
  return [
    `${text}${NUL}`,
    `${NUL}`,
    `${text.slice(0, 2)}${NUL}${text.slice(2)}`,
    LARGE,
    OVER_LIMIT,
    12345,
    -1,
    1e308,
    true,
    null,
    [],
    [text],
    {},
    { [`key${NUL}`]: text },
    '',
    ...UNICODE,
  ];
}

const WHOLE_BODIES: unknown[] = [null, [], 'text', 12345, true, {}, { [`field${NUL}`]: 'x' }, [{ a: NUL }]];

interface Probe {
  method: Method;
  url: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  what: string;
}

const pathParamValue = (name: string) => String(sampleByName(name) ?? 'value');

/** The requests to send for one operation. */
function probesFor(path: string, method: Method, operation: Operation): Probe[] {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;

  const buildPath = (overrides: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) => overrides[name] ?? encodeURIComponent(pathParamValue(name)));
  const baseQuery = () => new URLSearchParams();
  const validBody = bodySchema ? sample(bodySchema) : undefined;
  const probes: Probe[] = [];
  const add = (probe: Omit<Probe, 'method'>) =>
    probes.push({
      method,
      ...probe,
      headers: { 'idempotency-key': randomUUID(), ...probe.headers },
      ...(bodySchema && probe.body === undefined && probe.rawBody === undefined ? { body: validBody } : {}),
    });

  // Path parameters.
  for (const param of pathParams) {
    for (const value of [
      `a${NUL}b`,
      NUL,
      OVER_LIMIT,
      'x'.repeat(5000),
      '-1',
      '1e309',
      'null',
      '[]',
      '{}',
      '..',
      '%',
      ' ',
      randomUUID(),
    ]) {
      add({
        url: buildPath({ [param.name]: encodeURIComponent(value) }),
        what: `path ${param.name}=${value.slice(0, 20)}`,
      });
    }
    // Malformed %-escapes, as they came.
    for (const raw of ['%', '%zz', '%E0%A4%A', '%00']) {
      add({ url: buildPath({ [param.name]: raw }), what: `raw path ${param.name}=${raw}` });
    }
  }
  // Query parameters, one at a time, and repeated (an array), and unknown ones.
  for (const param of [...queryParams, { name: 'unknown', in: 'query' } as Parameter]) {
    for (const value of [
      `a${NUL}b`,
      NUL,
      OVER_LIMIT,
      LARGE,
      '',
      '-1',
      '0',
      '1e309',
      '1.5',
      'null',
      'true',
      '[]',
      '{}',
    ]) {
      const query = baseQuery();
      query.set(param.name, value);
      add({ url: `${buildPath()}?${query}`, what: `query ${param.name}=${value.slice(0, 20)}` });
    }
    add({ url: `${buildPath()}?${param.name}=a&${param.name}=b`, what: `query ${param.name} twice` });
    add({ url: `${buildPath()}?${param.name}[a]=1`, what: `query ${param.name}[a]` });
  }
  // Headers the operation reads.
  for (const param of params.filter((p) => p.in === 'header')) {
    for (const value of ['', 'x'.repeat(100_000), '-1', 'null', 'x y']) {
      add({ url: buildPath(), headers: { [param.name]: value }, what: `header ${param.name}=${value.slice(0, 20)}` });
    }
  }
  if (bodySchema) {
    add({ url: buildPath(), what: 'valid-looking body' });
    for (const field of fieldPaths(bodySchema)) {
      const valid = field.reduce<unknown>(
        (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
        validBody,
      );
      for (const value of badValues(valid ?? sampleByName(field[field.length - 1] ?? ''))) {
        add({
          url: buildPath(),
          body: withValue(validBody, field, value),
          what: `body ${field.join('.')}=${JSON.stringify(value)?.slice(0, 24)}`,
        });
      }
    }
    for (const field of fieldPaths(bodySchema)) {
      add({ url: buildPath(), body: withoutField(validBody, field), what: `body without ${field.join('.')}` });
    }
    add({
      url: buildPath(),
      body: { ...(validBody as object), unexpected: 'extra', role: 'admin', isAdmin: true },
      what: 'body with extra fields',
    });
    for (const body of WHOLE_BODIES) add({ url: buildPath(), body, what: `whole body ${JSON.stringify(body)}` });
    for (const [type, raw] of [
      ['text/plain', JSON.stringify(validBody)],
      ['application/x-www-form-urlencoded', 'name=Asha&quantity=1'],
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
      ['application/json; charset=latin1', JSON.stringify(validBody)],
      ['application/xml', '<order><a>1</a></order>'],
    ] as const) {
      add({ url: buildPath(), rawBody: raw, headers: { 'content-type': type }, what: `content type ${type}` });
    }
    add({ url: buildPath(), rawBody: '{"a":', what: 'broken JSON' });
    add({ url: buildPath(), rawBody: `{"name":"${'x'.repeat(1024 * 1024)}"}`, what: 'raw body over 1 MB' });
  } else if (method !== 'GET' && method !== 'DELETE') {
    add({ url: buildPath(), body: { stray: `x${NUL}` }, what: 'unexpected body with NUL' });
  }
  return probes;
}

async function send(probe: Probe, token: string | undefined) {
  const response = await t.app.inject({
    method: probe.method,
    url: probe.url,
    remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    headers: {
      ...(probe.body !== undefined || probe.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
      // A probe's own content type (the wrong ones) wins over JSON's.
      ...probe.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(probe.rawBody !== undefined
      ? { payload: probe.rawBody }
      : probe.body !== undefined
        ? { payload: JSON.stringify(probe.body) }
        : {}),
  });
  return response;
}

/** What is wrong with an answer, or undefined when it is a success or an error in the envelope below 500. */
function problemWith(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 160)}`;
  if (response.statusCode < 400) return undefined;
  let body: { success?: unknown; message?: unknown };
  try {
    body = JSON.parse(response.body) as typeof body;
  } catch {
    return `${response.statusCode} not JSON: ${response.body.slice(0, 120)}`;
  }
  if (body.success !== false || typeof body.message !== 'string' || !body.message) {
    return `${response.statusCode} not the envelope: ${response.body.slice(0, 160)}`;
  }
  return undefined;
}

describe('every OpenAPI operation, fuzzed', () => {
  it(
    'answers every probe below 500, in the envelope, as a guest, a shopper and an admin',
    { timeout: 900_000 },
    async () => {
      const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
        Object.keys(byMethod).map((method) => [path, method.toUpperCase() as Method] as const),
      );
      expect(operations.length).toBeGreaterThan(30);
      const failures: string[] = [];
      let sent = 0;
      for (const [path, method] of operations) {
        const operation = document.paths[path]?.[method.toLowerCase()] ?? {};
        // A fresh shopper and admin session for each operation: a probe may change a password or the email.
        const shopper = await registerUser(t);
        const admin = await call(t, 'POST', '/api/auth/login', { body: ADMIN });
        const identities: [string, string | undefined][] = [
          ['guest', undefined],
          ['shopper', shopper.token],
          ['admin', admin.body.token as string | undefined],
        ];
        for (const probe of probesFor(path, method, operation)) {
          for (const [who, token] of identities) {
            const response = await send(probe, token);
            sent += 1;
            const problem = problemWith(response);
            if (problem) failures.push(`${method} ${path} as ${who}, ${shown(probe.what)}: ${problem}`);
          }
        }
      }
      console.log(`API fuzz: ${sent} requests to ${operations.length} operations, ${failures.length} answered badly`);
      if (failures.length) console.log(`${failures.length} of ${sent} probes failed:\n${failures.join('\n')}`);
      expect(sent).toBeGreaterThan(3000);
      expect(failures).toEqual([]);
    },
  );
});

describe('NUL characters are refused at the edge with one message', () => {
  it('in the profile, feedback, contact, sign-up, search and path parameters', async () => {
    const shopper = await registerUser(t);
    const cases: [Method, string, unknown, string | undefined][] = [
      ['PUT', '/api/auth/update-details', { name: `Asha${NUL}` }, shopper.token],
      ['PUT', '/api/auth/update-details', { avatar: `https://example.com/a.png${NUL}` }, shopper.token],
      [
        'POST',
        '/api/feedback',
        { name: `A${NUL}`, email: shopper.email, message: 'Lovely', starsRating: 5 },
        shopper.token,
      ],
      [
        'POST',
        '/api/feedback',
        { name: 'Asha', email: shopper.email, message: `Love${NUL}ly`, starsRating: 5 },
        shopper.token,
      ],
      [
        'POST',
        '/api/contact',
        { name: `A${NUL}`, email: 'a@example.com', message: 'A long enough message' },
        undefined,
      ],
      [
        'POST',
        '/api/contact',
        { name: 'Asha', email: 'a@example.com', subject: `Hi${NUL}`, message: 'A long enough message' },
        undefined,
      ],
      [
        'POST',
        '/api/auth/register',
        { name: `Asha${NUL}`, email: 'nul@example.com', password: 'Handmade-clay-2026' },
        undefined,
      ],
      ['GET', '/api/products?search=lo%00tus', undefined, undefined],
      ['GET', `/api/products/${ids.product}%00`, undefined, undefined],
    ];
    for (const [method, url, body, token] of cases) {
      const answer = await call(t, method, url, { ...(body ? { body } : {}), ...(token ? { token } : {}) });
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toMatchObject({ success: false, message: NUL_MESSAGE });
    }
  });

  it("answers the router's own errors in the envelope, without echoing the path", async () => {
    const long = await call(t, 'GET', `/api/products/${'x'.repeat(500)}`);
    expect(long.status).toBe(414);
    expect(long.body).toEqual({ success: false, message: 'A part of the address is too long' });
    const bad = await t.app.inject('/api/products/%E0%A4%A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'The address is not valid' });
  });
});
