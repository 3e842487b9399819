/**
 * The WhatsApp/SMS messages the store sends about an order (issue 25 item 1): every template's name, its parameters
 * and its English text, in one catalogue keyed by the template's name (the Hindi storefront adds its text beside the
 * English one). Parameter values are plain text the caller has already formatted: amounts as '₹1,250' (formatRupees),
 * links as full URLs.
 *
 * WhatsApp and DLT-registered SMS templates have a fixed number of variables, so an optional parameter makes a second
 * variant of its template (`messageVariant`): `cod_confirm` with a `saving` is sent as `cod_confirm_with_saving`,
 * whose WhatsApp template name and MSG91 template id are configured apart.
 */

import { isLocale, type Locale } from './locale.ts';

interface TemplateSpec {
  /** The parameters every message of it carries, in the order of the provider template's variables ({{1}}, {{2}}…). */
  params: readonly string[];
  /** Parameters that may be left out; each present one follows the required ones, in this order. */
  optional: readonly string[];
}

export const MESSAGE_TEMPLATES = {
  /** A new cash-on-delivery order asks to be confirmed (decision 030); `saving` offers paying online for less. */
  cod_confirm: { params: ['name', 'orderNumber', 'total', 'confirmUrl'], optional: ['saving'] },
  /** Halfway to the confirmation deadline. */
  cod_confirm_reminder: { params: ['name', 'orderNumber', 'total', 'confirmUrl'], optional: ['saving'] },
  /** Not confirmed in time, so cancelled. */
  cod_cancelled_unconfirmed: { params: ['name', 'orderNumber'], optional: [] },
  order_confirmed: { params: ['name', 'orderNumber', 'orderUrl'], optional: [] },
  order_shipped: { params: ['orderNumber', 'courier', 'awb', 'trackUrl'], optional: [] },
  order_delivered: { params: ['name', 'orderNumber', 'orderUrl'], optional: [] },
  order_cancelled: { params: ['name', 'orderNumber', 'orderUrl'], optional: [] },
  /** A courier's failed delivery attempt (NDR): the shopper may fix the address or phone, or pick a date. */
  delivery_failed: { params: ['name', 'orderNumber', 'reason', 'fixUrl'], optional: [] },
  /** The parcel is going back to the store after failed attempts (RTO). */
  returned_to_origin: { params: ['name', 'orderNumber', 'orderUrl'], optional: [] },
  /**
   * A left cart's one reminder (decision 043), to a shopper who agreed to WhatsApp reminders in their account: a
   * Marketing-category template on WhatsApp, never sent by SMS.
   */
  cart_reminder: { params: ['name', 'pieces', 'cartUrl', 'unsubscribeUrl'], optional: [] },
} as const satisfies Record<string, TemplateSpec>;

export type MessageTemplateName = keyof typeof MESSAGE_TEMPLATES;

/** Every template name, for configuration checks and for the modules that queue messages. */
export const MESSAGE_TEMPLATE_NAMES = Object.keys(MESSAGE_TEMPLATES) as MessageTemplateName[];

type RequiredParam<T extends MessageTemplateName> = (typeof MESSAGE_TEMPLATES)[T]['params'][number];
type OptionalParam<T extends MessageTemplateName> = (typeof MESSAGE_TEMPLATES)[T]['optional'][number];

/** The parameters of one template: `MessageParams<'order_shipped'>` is `{ orderNumber, courier, awb, trackUrl }`. */
export type MessageParams<T extends MessageTemplateName> = { [K in RequiredParam<T>]: string } & {
  [K in OptionalParam<T>]?: string;
};

/** The statuses of a message, in the order they move (a failed one moves no further). */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The channels a message goes through: WhatsApp, SMS, or the local files of a store without either. */
export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'local'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

type Texts = { [T in MessageTemplateName]: (p: MessageParams<T>) => string };

const saving = (amount: string | undefined) => (amount ? ` Pay now online and save ${amount}: same link.` : '');

/** The English text of each template; short, as a shop would write it, and the same words the providers register. */
export const MESSAGE_TEXT_EN: Texts = {
  cod_confirm: (p) =>
    `Hi ${p.name}, thank you for your order ${p.orderNumber} of ${p.total} (cash on delivery). ` +
    `Please confirm it so we can pack it: ${p.confirmUrl}${saving(p.saving)}`,
  cod_confirm_reminder: (p) =>
    `Hi ${p.name}, your order ${p.orderNumber} of ${p.total} is still waiting for your confirmation. ` +
    `Please confirm it soon or it will be cancelled: ${p.confirmUrl}${saving(p.saving)}`,
  cod_cancelled_unconfirmed: (p) =>
    `Hi ${p.name}, your order ${p.orderNumber} was cancelled because it was not confirmed in time. ` +
    'Nothing was charged. You are welcome to order again any time.',
  order_confirmed: (p) =>
    `Hi ${p.name}, your order ${p.orderNumber} is confirmed and our artisans are preparing it: ${p.orderUrl}`,
  order_shipped: (p) =>
    `Your order ${p.orderNumber} has shipped with ${p.courier}, AWB ${p.awb}. Track it: ${p.trackUrl}`,
  order_delivered: (p) =>
    `Hi ${p.name}, your order ${p.orderNumber} has been delivered. We hope you love it. ` +
    `Anything wrong? Tell us within 3 days: ${p.orderUrl}`,
  order_cancelled: (p) => `Hi ${p.name}, your order ${p.orderNumber} has been cancelled. Details: ${p.orderUrl}`,
  delivery_failed: (p) =>
    `Hi ${p.name}, the courier could not deliver your order ${p.orderNumber}: ${p.reason}. ` +
    `Please check your address and phone or pick a new date: ${p.fixUrl}`,
  returned_to_origin: (p) =>
    `Hi ${p.name}, your order ${p.orderNumber} could not be delivered and is coming back to us. Details: ${p.orderUrl}`,
  cart_reminder: (p) =>
    `Hi ${p.name}, you left ${p.pieces} in your cart. They are still waiting for you: ${p.cartUrl} ` +
    `No more reminders: ${p.unsubscribeUrl}`,
};

const savingHi = (amount: string | undefined) => (amount ? ` अभी ऑनलाइन भुगतान करें और ${amount} बचाएँ: वही लिंक।` : '');

/**
 * The Hindi text of each template (issue 28, decision 046): the words registered as each WhatsApp template's 'hi'
 * translation and as the Hindi DLT templates; the variables are the same, in the same order.
 */
export const MESSAGE_TEXT_HI: Texts = {
  cod_confirm: (p) =>
    `नमस्ते ${p.name}, ${p.total} के आपके ऑर्डर ${p.orderNumber} (कैश ऑन डिलीवरी) के लिए धन्यवाद। ` +
    `कृपया इसे कन्फ़र्म करें ताकि हम इसे पैक कर सकें: ${p.confirmUrl}${savingHi(p.saving)}`,
  cod_confirm_reminder: (p) =>
    `नमस्ते ${p.name}, ${p.total} का आपका ऑर्डर ${p.orderNumber} अब भी आपके कन्फ़र्मेशन का इंतज़ार कर रहा है। ` +
    `कृपया जल्द कन्फ़र्म करें, नहीं तो यह कैंसल हो जाएगा: ${p.confirmUrl}${savingHi(p.saving)}`,
  cod_cancelled_unconfirmed: (p) =>
    `नमस्ते ${p.name}, आपका ऑर्डर ${p.orderNumber} समय पर कन्फ़र्म न होने के कारण कैंसल कर दिया गया है। ` +
    'कोई पैसा नहीं कटा। आप जब चाहें दोबारा ऑर्डर कर सकते हैं।',
  order_confirmed: (p) =>
    `नमस्ते ${p.name}, आपका ऑर्डर ${p.orderNumber} कन्फ़र्म हो गया है और हमारे कारीगर उसे तैयार कर रहे हैं: ${p.orderUrl}`,
  order_shipped: (p) => `आपका ऑर्डर ${p.orderNumber} ${p.courier} से भेज दिया गया है, AWB ${p.awb}। ट्रैक करें: ${p.trackUrl}`,
  order_delivered: (p) =>
    `नमस्ते ${p.name}, आपका ऑर्डर ${p.orderNumber} डिलीवर हो गया है। उम्मीद है आपको पसंद आएगा। ` +
    `कुछ गड़बड़ है? 3 दिन के भीतर बताएँ: ${p.orderUrl}`,
  order_cancelled: (p) => `नमस्ते ${p.name}, आपका ऑर्डर ${p.orderNumber} कैंसल कर दिया गया है। विवरण: ${p.orderUrl}`,
  delivery_failed: (p) =>
    `नमस्ते ${p.name}, कूरियर आपका ऑर्डर ${p.orderNumber} डिलीवर नहीं कर पाया: ${p.reason}। ` +
    `कृपया अपना पता और फ़ोन जाँच लें या नई तारीख़ चुनें: ${p.fixUrl}`,
  returned_to_origin: (p) =>
    `नमस्ते ${p.name}, आपका ऑर्डर ${p.orderNumber} डिलीवर नहीं हो सका और हमारे पास वापस आ रहा है। विवरण: ${p.orderUrl}`,
  cart_reminder: (p) =>
    `नमस्ते ${p.name}, आपने अपने कार्ट में ${p.pieces} छोड़ी हैं। वे अब भी आपका इंतज़ार कर रही हैं: ${p.cartUrl} ` +
    `और रिमाइंडर नहीं चाहिए: ${p.unsubscribeUrl}`,
};

/** Each language's texts; a later language adds its map here. */
export const MESSAGE_TEXTS: Record<Locale, Texts> = { en: MESSAGE_TEXT_EN, hi: MESSAGE_TEXT_HI };

/** Templates that are marketing, not about an order: WhatsApp only (no DLT promotional route), no SMS fallback. */
export const MARKETING_TEMPLATES: readonly MessageTemplateName[] = ['cart_reminder'];

/** The text of a message in a language (English by default). */
export function renderMessage<T extends MessageTemplateName>(
  template: T,
  params: MessageParams<T>,
  locale: Locale = 'en',
): string {
  return (MESSAGE_TEXTS[locale][template] as (p: MessageParams<T>) => string)(params);
}

/**
 * The configuration key of a variant in a language: the variant itself in English, `<variant>:<language>` otherwise
 * (`order_shipped:hi`: the MSG91 id of the Hindi DLT template, or a WhatsApp name when the Hindi one is named apart).
 */
export const localizedVariantKey = (key: string, locale: Locale) => (locale === 'en' ? key : `${key}:${locale}`);

/** Whether a configuration key names a variant, in English or another language (`order_shipped`, `order_shipped:hi`). */
export function isVariantConfigKey(key: string): boolean {
  const [variant = '', locale, ...rest] = key.split(':');
  if (rest.length > 0 || !MESSAGE_VARIANT_KEYS.includes(variant)) return false;
  return locale === undefined || (isLocale(locale) && locale !== 'en');
}

/** The parameters missing (absent or blank) from a message of this template; empty when it is complete. */
export function missingMessageParams(template: MessageTemplateName, params: Record<string, string | undefined>) {
  return MESSAGE_TEMPLATES[template].params.filter((name) => !params[name]?.trim());
}

/**
 * The provider template a message is sent as, and its variables in order: the template's own name with its required
 * parameters, or `<name>_with_<optional>` when optional parameters are given (`cod_confirm_with_saving`).
 */
export function messageVariant(
  template: MessageTemplateName,
  params: Record<string, string | undefined>,
): { key: string; values: { name: string; value: string }[] } {
  const spec: TemplateSpec = MESSAGE_TEMPLATES[template];
  const optional = spec.optional.filter((name) => params[name]?.trim());
  const names = [...spec.params, ...optional];
  return {
    key: optional.length ? `${template}_with_${optional.join('_')}` : template,
    values: names.map((name) => ({ name, value: params[name] ?? '' })),
  };
}

/** Every variant key a template can be sent as (configuration lists a WhatsApp name and an SMS id for each). */
export const MESSAGE_VARIANT_KEYS: readonly string[] = MESSAGE_TEMPLATE_NAMES.flatMap((name) => {
  const spec: TemplateSpec = MESSAGE_TEMPLATES[name];
  return spec.optional.length ? [name, `${name}_with_${spec.optional.join('_')}`] : [name];
});
