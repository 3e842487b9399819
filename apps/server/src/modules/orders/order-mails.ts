import { type Order } from '@kala/contract/orders';
import { formatRupees, toRupees } from '@kala/contract/money';
import type { Locale } from '@kala/contract/locale';
import { escapeHtml, mailButton } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { mailWords, translate } from '../../lib/i18n.ts';

export interface OrderMailOptions {
  order: Order;
  /** The order's page in the store. */
  link: string;
  storeName: string;
  /** A COD order that waits for the shopper's confirmation (issue 25 item 2): the one-tap link and its due time. */
  confirm?: { url: string; dueAt: Date; savingPaise: number } | undefined;
}

/** The language an order's mails are written in (issue 28): the one it was placed in. */
export const orderLocale = (order: Pick<Order, 'language'>): Locale => order.language ?? 'en';

// India time for the confirmation's deadline: the shopper reads it against their own clock. One formatter per
// language, made once.
const dueFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
const DUE_TIME: Record<Locale, Intl.DateTimeFormat> = { en: dueFormat('en-IN'), hi: dueFormat('hi-IN') };
/** When a COD order's confirmation is due, as the mails and messages say it ('Sat, 28 Nov, 4:30 pm'). */
export const dueTime = (at: Date, locale: Locale = 'en') => DUE_TIME[locale].format(at);

/** The lines a COD confirmation adds to a mail: what to tap, by when, and what paying online would save. */
export function confirmLines(confirm: NonNullable<OrderMailOptions['confirm']>, locale: Locale = 'en'): string[] {
  const { t } = mailWords(locale);
  return [
    t('cod.confirmBy', { due: dueTime(confirm.dueAt, locale) }),
    t('cod.oneTap', { url: confirm.url }),
    ...(confirm.savingPaise > 0 ? [t('cod.saveText', { amount: formatRupees(toRupees(confirm.savingPaise)) })] : []),
  ];
}

// One formatter for every mail: toLocaleDateString builds a new Intl formatter on each call, which showed up as a
// few per cent of the server's time in the order benchmark.
const dateFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
const LONG_DATE: Record<Locale, Intl.DateTimeFormat> = { en: dateFormat('en-US'), hi: dateFormat('hi-IN') };

/** Dates in mails read as on screen (spec §9: en-US; Hindi as India writes it). */
export const longDate = (iso: string, locale: Locale = 'en') => LONG_DATE[locale].format(new Date(`${iso}T00:00:00Z`));

export const recipient = (order: Order) => order.shippingAddress.email ?? order.user.email;

export function addressLines(order: Order): string[] {
  const a = order.shippingAddress;
  return [
    a.fullName,
    a.addressLine1,
    a.addressLine2,
    `${a.city}, ${a.state} ${a.zipCode}`,
    a.country,
    translate(orderLocale(order), 'mail.phone', { phone: a.phone }),
  ].filter((line): line is string => Boolean(line));
}

/** 'GST (5%, 12%)' or 'Includes GST (5%)' (contract gstLabel's words), in the order's language. */
function gstRow(order: Order): string {
  const shown = [...new Set(order.gstRates)].sort((a, b) => a - b);
  const percent = shown.length > 0 ? ` (${shown.map((r) => `${r}%`).join(', ')})` : '';
  return translate(orderLocale(order), order.pricesIncludeTax ? 'order.total.gstIncluded' : 'order.total.gst', {
    percent,
  });
}

function totalRows(order: Order): [string, string][] {
  const { t } = mailWords(orderLocale(order));
  return [
    [t('order.total.subtotal'), formatRupees(order.subtotal)],
    // A coupon code (issue 27), taken off before GST, so the rows add up to the total.
    ...(order.coupon
      ? [
          [t('order.total.code', { code: order.coupon.code }), `−${formatRupees(order.coupon.discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    [gstRow(order), formatRupees(order.tax)],
    [
      t('order.total.shipping', { courier: order.courier.name }),
      order.freeShipping ? t('order.total.free') : formatRupees(order.shippingCost),
    ],
    ...(order.codCharges > 0
      ? [[t('order.total.codCharges'), formatRupees(order.codCharges)] as [string, string]]
      : []),
    // A gift's wrap (issue 27), so the rows add up to the total; the gift message stays out of mails.
    ...(order.gift?.giftWrap
      ? [[t('order.total.giftWrap'), formatRupees(order.gift.wrapCharge)] as [string, string]]
      : []),
    [t('order.total.total'), formatRupees(order.totalAmount)],
  ];
}

export const estimate = (order: Order) =>
  order.estimatedDelivery
    ? `${longDate(order.estimatedDelivery.from, orderLocale(order))} – ${longDate(order.estimatedDelivery.to, orderLocale(order))}`
    : undefined;

/** The confirmation mail: what was ordered, what it costs, where it goes and when it should arrive. */
export function orderConfirmationMail({ order, link, storeName, confirm }: OrderMailOptions): MailMessage {
  const locale = orderLocale(order);
  const { t, h, layout } = mailWords(locale);
  const when = estimate(order);
  const { orderNumber } = order;
  const payment =
    order.paymentMethod === 'cash_on_delivery'
      ? t('order.codReady', { amount: formatRupees(order.totalAmount) })
      : t(`payment.${order.paymentMethod}`);
  const name = order.shippingAddress.fullName;
  const text = [
    t('mail.hello', { name }),
    '',
    t('order.thanks', { orderNumber }),
    '',
    ...(confirm ? [...confirmLines(confirm, locale), ''] : []),
    ...order.items.map((i) => `- ${i.product.name} (${i.size}) × ${i.quantity}: ${formatRupees(i.subtotal)}`),
    '',
    ...totalRows(order).map(([label, value]) => `${label}: ${value}`),
    '',
    `${t('mail.payment')} ${payment}`,
    ...(when ? [`${t('mail.estimatedDelivery')} ${when}`] : []),
    '',
    t('mail.shippingTo'),
    ...addressLines(order),
    '',
    `${t('order.cancelWindow')} ${t('mail.viewYourOrder')}: ${link}`,
    '',
    t('mail.signoff', { storeName }),
  ].join('\n');

  const itemRows = order.items
    .map(
      (i) =>
        `<tr><td style="padding:6px 0">${escapeHtml(i.product.name)} <span style="color:#57534e">(${escapeHtml(i.size)}) × ${i.quantity}</span></td><td align="right" style="padding:6px 0">${formatRupees(i.subtotal)}</td></tr>`,
    )
    .join('');
  const totals = totalRows(order)
    .map(
      ([label, value], index, all) =>
        `<tr><td style="padding:4px 0${index === all.length - 1 ? ';font-weight:bold;border-top:1px solid #e7e5e4' : ''}">${escapeHtml(label)}</td><td align="right" style="padding:4px 0${index === all.length - 1 ? ';font-weight:bold;border-top:1px solid #e7e5e4' : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const body = `<p>${h('mail.hello', { name })}</p>
<p>${h('order.thanks', { orderNumber }, ['orderNumber'])}</p>
${confirm ? confirmHtml(confirm, locale) : ''}<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${itemRows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:12px">${totals}</table>
<p><strong>${h('mail.payment')}</strong> ${escapeHtml(payment)}</p>
${when ? `<p><strong>${h('mail.estimatedDelivery')}</strong> ${escapeHtml(when)}</p>` : ''}
<p><strong>${h('mail.shippingTo')}</strong><br>${addressLines(order).map(escapeHtml).join('<br>')}</p>
${mailButton(link, t('mail.viewYourOrder'))}
<p style="color:#57534e;font-size:13px">${h('order.cancelWindow')}</p>`;
  return {
    to: recipient(order),
    subject: t(confirm ? 'order.subject.pleaseConfirm' : 'order.subject.confirmed', { storeName, orderNumber }),
    text,
    html: layout({ storeName, title: t('order.title', { orderNumber }), body }),
  };
}

/** The cancellation mail: which order, the reason given, and what happens to the money. */
export function orderCancelledMail({ order, link, storeName }: OrderMailOptions): MailMessage {
  const { t, h, layout } = mailWords(orderLocale(order));
  const { orderNumber } = order;
  const name = order.shippingAddress.fullName;
  const amount = formatRupees(order.totalAmount);
  const refund = t(
    order.paymentMethod !== 'cash_on_delivery'
      ? 'cancel.refundOnline'
      : order.paymentStatus === 'completed'
        ? // Cancelled after the cash was collected: the store returns it by hand (no gateway holds it).
          'cancel.refundCash'
        : 'cancel.nothingCharged',
  );
  const text = [
    t('mail.hello', { name }),
    '',
    t('cancel.line', { orderNumber, amount }),
    ...(order.cancelReason ? [`${t('mail.reason')} ${order.cancelReason}`] : []),
    refund,
    '',
    `${t('mail.viewTheOrder')}: ${link}`,
    '',
    t('mail.signoff', { storeName }),
  ].join('\n');
  const body = `<p>${h('mail.hello', { name })}</p>
<p>${h('cancel.line', { orderNumber, amount }, ['orderNumber'])}</p>
${order.cancelReason ? `<p><strong>${h('mail.reason')}</strong> ${escapeHtml(order.cancelReason)}</p>` : ''}
<p>${escapeHtml(refund)}</p>
${mailButton(link, t('mail.viewTheOrder'))}`;
  return {
    to: recipient(order),
    subject: t('cancel.subject', { storeName, orderNumber }),
    text,
    html: layout({ storeName, title: t('cancel.title', { orderNumber }), body }),
  };
}

/** The confirmation's button and words in a mail's HTML. */
export function confirmHtml(confirm: NonNullable<OrderMailOptions['confirm']>, locale: Locale = 'en'): string {
  const { t, h } = mailWords(locale);
  const saving =
    confirm.savingPaise > 0
      ? `<p>${h('cod.saveHtml', { amount: formatRupees(toRupees(confirm.savingPaise)) }, ['amount'])}</p>`
      : '';
  return `<p><strong>${h('cod.confirmByShort', { due: dueTime(confirm.dueAt, locale) })}</strong> ${h('cod.shipOnceConfirmed')}</p>
${mailButton(confirm.url, t('cod.button'))}${saving}`;
}
