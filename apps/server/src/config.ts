import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { gstinProblem, taxSettingsSchema, type TaxSettings } from '@kala/contract/gst';
import { isVariantConfigKey, MESSAGE_VARIANT_KEYS } from '@kala/contract/messages';
import { defaultLogFormat, type LogFormat } from './lib/log-format.ts';
import { WEB_DIST_DIR } from './paths.ts';

/**
 * The one place that reads process.env (architecture §4). Every setting is checked with zod so a bad value stops
 * the start with a message naming it. docs/configuration.md lists each setting; keep the two in step.
 */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/**
 * A document series' prefix: with '/yy-yy/' and six digits the number must stay within the sixteen characters of
 * letters, digits, '-' and '/' that CGST rule 46(b) allows ('KA/25-26/000123' is 15), so at most 3 characters.
 */
const documentPrefix = z
  .string()
  .regex(
    /^[A-Za-z0-9/-]{1,3}$/,
    "must be 1 to 3 letters, digits, '-' or '/' (a number such as KA/25-26/000123 may have at most 16 characters)",
  );

/**
 * A list of `template=value` pairs, comma-separated (WHATSAPP_TEMPLATES, MSG91_TEMPLATES): each template a message
 * variant of `@kala/contract/messages` (`order_shipped`, `cod_confirm_with_saving`), or a variant in another
 * language (`order_shipped:hi`: the Hindi DLT template's id, decision 046).
 */
const templateMap = z.string().transform((text, ctx) => {
  const map: Record<string, string> = {};
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key = '', value = ''] = pair.split('=').map((part) => part.trim());
    // A key may name the variant's template in another language too: `order_shipped:hi` (issue 28).
    if (!isVariantConfigKey(key) || !/^[\w.-]{1,100}$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `'${pair}' must be template=value with a template among ${MESSAGE_VARIANT_KEYS.join(', ')}`,
      });
      return z.NEVER;
    }
    map[key] = value;
  }
  return map;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://kala.example' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  SEED_DEMO: flag.default(true),
  STORE_NAME: z.string().min(1).default('Kala'),
  STORE_PICKUP_PINCODE: z
    .string()
    .regex(/^\d{6}$/, 'must be a 6-digit PIN code')
    .default('302001'),
  GST_PERCENT: z.coerce.number({ error: 'must be a number' }).min(0).max(100).default(18),
  /**
   * The seller's tax settings until the admin saves them on the Settings tab (issue 24 item 1). The defaults are a
   * demo seller in Jaipur, where the default pickup PIN code (302001) is, so the place of supply works out right.
   */
  SELLER_LEGAL_NAME: z.string().trim().min(1).max(200).default('Kala Handicrafts Private Limited'),
  SELLER_TRADE_NAME: z.string().trim().max(200).optional(),
  SELLER_ADDRESS: z.string().trim().min(1).max(500).default('12 MI Road, Jaipur 302001'),
  /** false: not registered for GST (a Bill of Supply, no GST charged); SELLER_PAN is then required. */
  SELLER_GST_REGISTERED: flag.default(true),
  /** A demo GSTIN of Rajasthan (08) with a right check character; set the store's own. */
  SELLER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => gstinProblem(v) === null, { error: (i) => gstinProblem(String(i.input)) ?? 'is not a GSTIN' })
    .default('08AAACK1234A1ZA'),
  SELLER_PAN: z.string().trim().toUpperCase().optional(),
  /** The registered address's state code; by default the GSTIN's first two digits. */
  SELLER_STATE_CODE: z
    .string()
    .regex(/^\d{2}$/, 'must be a two-digit GST state code')
    .optional(),
  /** Whether shown prices include GST (default: GST is added on top, as the spec prices it). */
  PRICES_INCLUDE_TAX: flag.default(false),
  /** The prefixes of the invoice and credit-note series (modules/invoices/numbering.ts, decision 026). */
  INVOICE_PREFIX: documentPrefix.default('KA'),
  CREDIT_NOTE_PREFIX: documentPrefix.default('KC'),
  /** Sign-ups from one address an hour (raise it behind a shared address, such as an office or a test run). */
  SIGNUP_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of sign-ups an hour' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(20),
  /** Hours a cash-on-delivery order waits for the shopper's confirmation before it is cancelled (issue 25). */
  COD_CONFIRM_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .min(1, 'must be at least 1 hour')
    .max(168, 'must be at most 168 hours (a week)')
    .default(24),
  /**
   * Whether a new COD order waits for the shopper's confirmation until the admin saves a COD policy (issue 25; the
   * saved policy decides after that). On unless set to false.
   */
  COD_REQUIRE_CONFIRMATION: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  /** Days after delivery the review-request mail is sent (issue 26 item 2, modules/reviews). */
  REVIEW_REQUEST_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(0)
    .max(60, 'must be at most 60 days')
    .default(3),
  /** Hours a signed-in shopper's cart stays untouched before its one reminder (issue 27, decision 043). */
  CART_REMINDER_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .min(0.0005, 'must be more than 0 hours')
    .max(720, 'must be at most 720 hours (30 days)')
    .default(24),
  /** How often each instance looks for left carts (the claim keeps two instances from sending one reminder twice). */
  CART_REMINDER_SCAN_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1)
    .max(86_400, 'must be at most 86400 seconds (a day)')
    .default(600),
  /** The dispatch cut-off (hour of the day, India time): orders before it on a business day count that day. */
  DELIVERY_CUTOFF_HOUR: z.coerce
    .number({ error: 'must be an hour of the day, 0 to 23' })
    .int('must be an hour of the day, 0 to 23')
    .min(0, 'must be an hour of the day, 0 to 23')
    .max(23, 'must be an hour of the day, 0 to 23')
    .default(14),
  /**
   * The PIN code whose delivery promise a product page's structured data states (issue 26 item 3: each offer's
   * shippingDetails). Mumbai GPO by default: the 'other cities' zone most orders ship to.
   */
  STRUCTURED_DATA_PINCODE: z
    .string()
    .regex(/^[1-9][0-9]{5}$/, 'must be a 6-digit PIN code')
    .default('400001'),
  /** Delivery estimates one client address may ask for a minute (GET /api/delivery-estimate). */
  DELIVERY_ESTIMATE_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests a minute' })
    .int()
    .min(1)
    .max(10_000_000)
    .default(120),
  /** Search suggestions one client address may ask for a minute (GET /api/search/suggest, one a typing pause). */
  SEARCH_SUGGEST_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests a minute' })
    .int()
    .min(1)
    .max(10_000_000)
    .default(300),
  /** Orders one signed-in shopper may place a minute. */
  ORDER_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of orders a minute' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(10),
  /** Hops of reverse proxies whose X-Forwarded-For to believe (0: none; rate limits key on the socket address). */
  TRUST_PROXY: z.coerce
    .number({ error: 'must be the number of proxy hops (0 for none)' })
    .int()
    .min(0)
    .max(10)
    .default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'pretty' lines for a person or 'json' for machines; by default pretty only in a terminal outside production. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** The bearer token of GET /api/metrics; unset, the endpoint is off. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Kala <hello@kala.local>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_BASE_URL: z.url({ error: 'must be a URL such as https://api.razorpay.com/v1' }).optional(),
  SHIPROCKET_EMAIL: z.string().min(1).optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  /** Shiprocket's API root; tests point it at a stand-in. */
  SHIPROCKET_BASE_URL: z.url({ error: 'must be a URL such as https://apiv2.shiprocket.in/v1/external' }).optional(),
  /** The security token Shiprocket's tracking webhook sends in x-api-key (Settings > API > Webhooks). */
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  /** The pickup location's nickname in Shiprocket (Settings > Pickup addresses) that parcels leave from. */
  SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).max(100).default('Primary'),
  CLOUDINARY_CLOUD_NAME: z.string().min(1).optional(),
  CLOUDINARY_UPLOAD_PRESET: z.string().min(1).optional(),
  /** Cloudinary's API root; tests point it at a stand-in. */
  CLOUDINARY_BASE_URL: z.url({ error: 'must be a URL such as https://api.cloudinary.com' }).optional(),
  /**
   * WhatsApp/SMS messages (issue 25, decision 031). WhatsApp Cloud API: the system user's access token and the
   * sending number's id; the app secret signs the delivery-status webhook, the verify token answers its handshake.
   */
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the phone number id (digits)')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  /** Graph's root and version; tests point the root at a stand-in. */
  WHATSAPP_BASE_URL: z.url({ error: 'must be a URL such as https://graph.facebook.com' }).optional(),
  WHATSAPP_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must be a Graph API version such as v23.0')
    .default('v23.0'),
  /** The approved templates' language code, and their names where they differ from the store's (template=name). */
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'must be a language code such as en')
    .default('en'),
  WHATSAPP_TEMPLATES: templateMap.optional(),
  /** MSG91 SMS: the authkey, and the DLT-mapped template id of each template sent by SMS (template=id). */
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_TEMPLATES: templateMap.optional(),
  MSG91_BASE_URL: z.url({ error: 'must be a URL such as https://control.msg91.com' }).optional(),
  /** The token MSG91's delivery-report webhook URL carries (?token=); unset, the report endpoint refuses every call. */
  MSG91_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  /** Web build served by the server; set by tests that have no build. */
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL, or undefined for embedded PGlite in dataDir/db. `memory://` keeps PGlite in memory (tests). */
  databaseUrl: string | undefined;
  inMemoryDatabase: boolean;
  publicUrl: string;
  jwtSecret: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  storeName: string;
  pickupPincode: string;
  gstPercent: number;
  /** The seller's tax settings from configuration, which stand until the admin saves their own. */
  sellerTax: TaxSettings;
  /** The prefixes of the GST document series: invoices (and bills of supply) and credit notes (decision 026). */
  documentSeries: { invoice: string; creditNote: string };
  orderRateLimit: number;
  /** SEARCH_SUGGEST_RATE_LIMIT (decision 045). */
  searchSuggestRateLimit: number;
  /** DELIVERY_CUTOFF_HOUR and DELIVERY_ESTIMATE_RATE_LIMIT (decision 036). */
  delivery: { cutoffHour: number; estimateRateLimit: number; structuredDataPincode: string };
  codConfirmHours: number;
  codRequireConfirmation: boolean;
  /** Days after delivery the review-request mail goes (REVIEW_REQUEST_DAYS). */
  reviewRequestDays: number;
  /** CART_REMINDER_HOURS and CART_REMINDER_SCAN_SECONDS (decision 043). */
  cartReminder: { hours: number; scanSeconds: number };
  signupRateLimit: number;
  logLevel: string;
  logFormat: LogFormat;
  metricsToken: string | undefined;
  trustProxyHops: number;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; jwksUrl: string } | undefined;
  /** Real courier rates (SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD set together); else the built-in zone rates. */
  shiprocket: { email: string; password: string; baseUrl: string | undefined } | undefined;
  /** Shipments (decision 013): the tracking webhook's shared token (unset: the webhook refuses every call). */
  shiprocketWebhookToken: string | undefined;
  /** The pickup location new shipments leave from (Shiprocket's nickname; the local courier's name for the studio). */
  pickupLocation: string;
  /** Razorpay when its key id and secret are set; otherwise the local test gateway takes payments. */
  razorpay:
    { keyId: string; keySecret: string; webhookSecret: string | undefined; baseUrl: string | undefined } | undefined;
  /** Uploads go to Cloudinary (unsigned, through the server) when its cloud name and preset are set; else DATA_DIR/uploads. */
  cloudinary: { cloudName: string; uploadPreset: string; baseUrl: string | undefined } | undefined;
  /** WhatsApp messages (WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID set together); preferred over SMS. */
  whatsapp: WhatsAppConfig | undefined;
  /** SMS through MSG91 (MSG91_AUTH_KEY); a template without its DLT id is not sent by SMS. */
  msg91:
    | {
        authKey: string;
        templateIds: Record<string, string>;
        baseUrl: string | undefined;
        webhookToken: string | undefined;
      }
    | undefined;
  webDistDir: string;
  uploadsDir: string;
}

export interface WhatsAppConfig {
  accessToken: string;
  phoneNumberId: string;
  /** Unset: the status webhook refuses every notification (its signature cannot be checked). */
  appSecret: string | undefined;
  /** Unset: the webhook's subscription handshake is refused. */
  verifyToken: string | undefined;
  baseUrl: string | undefined;
  graphVersion: string;
  languageCode: string;
  templateNames: Record<string, string>;
}

export class ConfigError extends Error {}

/** The seller's tax settings from the environment, checked as the Settings tab checks them. */
function sellerTaxOf(e: z.output<typeof envSchema>): TaxSettings {
  const parsed = taxSettingsSchema.safeParse({
    legalName: e.SELLER_LEGAL_NAME,
    tradeName: e.SELLER_TRADE_NAME ?? e.STORE_NAME,
    address: e.SELLER_ADDRESS,
    stateCode: e.SELLER_STATE_CODE ?? (e.SELLER_GST_REGISTERED ? e.SELLER_GSTIN.slice(0, 2) : '08'),
    registered: e.SELLER_GST_REGISTERED,
    gstin: e.SELLER_GSTIN,
    pan: e.SELLER_PAN ?? null,
    pricesIncludeTax: e.PRICES_INCLUDE_TAX,
  });
  if (!parsed.success) {
    const names: Record<string, string> = { gstin: 'SELLER_GSTIN', pan: 'SELLER_PAN', stateCode: 'SELLER_STATE_CODE' };
    const lines = parsed.error.issues.map((i) => `  ${names[String(i.path[0])] ?? 'SELLER_*'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Reads and checks the environment. Throws ConfigError naming every bad setting. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  if (Boolean(e.CLOUDINARY_CLOUD_NAME) !== Boolean(e.CLOUDINARY_UPLOAD_PRESET)) {
    throw new ConfigError(
      'Invalid configuration:\n  CLOUDINARY_CLOUD_NAME and CLOUDINARY_UPLOAD_PRESET must be set together',
    );
  }
  if (e.INVOICE_PREFIX === e.CREDIT_NOTE_PREFIX) {
    throw new ConfigError('Invalid configuration:\n  INVOICE_PREFIX and CREDIT_NOTE_PREFIX must differ');
  }
  if (Boolean(e.SHIPROCKET_EMAIL) !== Boolean(e.SHIPROCKET_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD must be set together');
  }
  if (Boolean(e.WHATSAPP_ACCESS_TOKEN) !== Boolean(e.WHATSAPP_PHONE_NUMBER_ID)) {
    throw new ConfigError(
      'Invalid configuration:\n  WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together',
    );
  }
  if (e.MSG91_TEMPLATES && !e.MSG91_AUTH_KEY) {
    throw new ConfigError('Invalid configuration:\n  MSG91_TEMPLATES needs MSG91_AUTH_KEY');
  }
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const inMemory = (overrides.databaseUrl ?? e.DATABASE_URL) === undefined && overrides.inMemoryDatabase === true;
  const port = overrides.port ?? e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    inMemoryDatabase: inMemory,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? (inMemory ? randomBytes(32).toString('hex') : persistedSecret(dataDir)),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    storeName: e.STORE_NAME,
    pickupPincode: e.STORE_PICKUP_PINCODE,
    gstPercent: e.GST_PERCENT,
    sellerTax: sellerTaxOf(e),
    documentSeries: { invoice: e.INVOICE_PREFIX, creditNote: e.CREDIT_NOTE_PREFIX },
    orderRateLimit: e.ORDER_RATE_LIMIT,
    searchSuggestRateLimit: e.SEARCH_SUGGEST_RATE_LIMIT,
    delivery: {
      cutoffHour: e.DELIVERY_CUTOFF_HOUR,
      estimateRateLimit: e.DELIVERY_ESTIMATE_RATE_LIMIT,
      structuredDataPincode: e.STRUCTURED_DATA_PINCODE,
    },
    codConfirmHours: e.COD_CONFIRM_HOURS,
    codRequireConfirmation: e.COD_REQUIRE_CONFIRMATION,
    reviewRequestDays: e.REVIEW_REQUEST_DAYS,
    cartReminder: { hours: e.CART_REMINDER_HOURS, scanSeconds: e.CART_REMINDER_SCAN_SECONDS },
    signupRateLimit: e.SIGNUP_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? defaultLogFormat(e.NODE_ENV, Boolean(process.stdout.isTTY)),
    metricsToken: e.METRICS_TOKEN,
    trustProxyHops: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL } : undefined,
    shiprocket:
      e.SHIPROCKET_EMAIL && e.SHIPROCKET_PASSWORD
        ? { email: e.SHIPROCKET_EMAIL, password: e.SHIPROCKET_PASSWORD, baseUrl: e.SHIPROCKET_BASE_URL }
        : undefined,
    shiprocketWebhookToken: e.SHIPROCKET_WEBHOOK_TOKEN,
    pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            baseUrl: e.RAZORPAY_BASE_URL,
          }
        : undefined,
    cloudinary:
      e.CLOUDINARY_CLOUD_NAME && e.CLOUDINARY_UPLOAD_PRESET
        ? {
            cloudName: e.CLOUDINARY_CLOUD_NAME,
            uploadPreset: e.CLOUDINARY_UPLOAD_PRESET,
            baseUrl: e.CLOUDINARY_BASE_URL,
          }
        : undefined,
    whatsapp:
      e.WHATSAPP_ACCESS_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            accessToken: e.WHATSAPP_ACCESS_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: e.WHATSAPP_APP_SECRET,
            verifyToken: e.WHATSAPP_VERIFY_TOKEN,
            baseUrl: e.WHATSAPP_BASE_URL,
            graphVersion: e.WHATSAPP_GRAPH_VERSION,
            languageCode: e.WHATSAPP_TEMPLATE_LANGUAGE,
            templateNames: e.WHATSAPP_TEMPLATES ?? {},
          }
        : undefined,
    msg91: e.MSG91_AUTH_KEY
      ? {
          authKey: e.MSG91_AUTH_KEY,
          templateIds: e.MSG91_TEMPLATES ?? {},
          baseUrl: e.MSG91_BASE_URL,
          webhookToken: e.MSG91_WEBHOOK_TOKEN,
        }
      : undefined,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? WEB_DIST_DIR),
    uploadsDir: path.join(dataDir, 'uploads'),
    ...overrides,
  };
}

/** A JWT secret generated once and kept in DATA_DIR, so sessions survive a restart without any setup. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
