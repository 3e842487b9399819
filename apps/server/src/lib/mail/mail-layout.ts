import type { Locale } from '@kala/contract/locale';

/** Pieces every mail shares: escaping and the store's look (inline styles: mail clients drop style sheets). */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const COLORS = { paper: '#fdf8f1', clay: '#9a3412', ink: '#292524', muted: '#57534e', line: '#e7e5e4' };

const FOOTER = 'Handmade with care by Indian artisans. Support: Monday to Saturday, 9:00 AM to 6:00 PM IST.';

/**
 * A mail's HTML: the store's name as a header on warm paper, the body, and a footer line. Body is trusted HTML.
 * `locale` (issue 28) sets the page's language; `footer` is the footer line in it (English by default).
 */
export function mailLayout(options: {
  storeName: string;
  title: string;
  body: string;
  locale?: Locale | undefined;
  footer?: string | undefined;
}): string {
  const { storeName, title, body } = options;
  return `<!doctype html>
<html lang="${options.locale ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.paper};font-family:Georgia,'Times New Roman',serif;color:${COLORS.ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.paper}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${COLORS.line};border-radius:12px">
<tr><td style="padding:20px 24px;border-bottom:3px solid ${COLORS.clay};font-size:24px;color:${COLORS.clay}">${escapeHtml(storeName)}</td></tr>
<tr><td style="padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">${body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${COLORS.line};font-family:Arial,Helvetica,sans-serif;font-size:12px;color:${COLORS.muted}">${escapeHtml(options.footer ?? FOOTER)}</td></tr>
</table></td></tr></table></body></html>`;
}

/** A call-to-action link styled as a button. */
export const mailButton = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:${COLORS.clay};color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
