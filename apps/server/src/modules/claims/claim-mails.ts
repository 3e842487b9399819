import type { Claim } from '@kala/contract/claims';
import type { Locale } from '@kala/contract/locale';
import { formatRupees } from '@kala/contract/money';
import { escapeHtml, mailButton } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { mailWords } from '../../lib/i18n.ts';

/** Who a claim's mail goes to, and where its link points. */
export interface ClaimMailTarget {
  to: string;
  name: string;
  /** The order's page, where the claim's state is shown. */
  link: string;
  storeName: string;
  /** The order's language (issue 28). */
  locale?: Locale | undefined;
}

export type ClaimStep = 'reported' | 'asked' | 'replaced' | 'refunded' | 'declined';

/** One step's subject and paragraphs (plain text; escaped for the HTML part), in the order's language. */
function wording(step: ClaimStep, claim: Claim, locale: Locale | undefined) {
  const { t } = mailWords(locale);
  const { orderNumber } = claim;
  const what = t('claim.what', { kind: t(`claim.kind.${claim.kind}`), orderNumber });
  const pieces = claim.items.map((i) => `${i.quantity} × ${i.name}${i.size ? ` (${i.size})` : ''}`).join(', ');
  switch (step) {
    case 'reported':
      return {
        subject: t('claim.reported.subject', { orderNumber }),
        lines: [t('claim.reported.thanks', { what, pieces }), t('claim.reported.review')],
        action: t('claim.reported.action'),
      };
    case 'asked':
      return {
        subject: t('claim.asked.subject', { orderNumber }),
        lines: [
          t('claim.asked.line', { what }),
          claim.messages.findLast((m) => m.from === 'store')?.body ?? '',
          t('claim.asked.answer'),
        ],
        action: t('claim.asked.action'),
      };
    case 'replaced':
      return {
        subject: t('claim.replaced.subject', { orderNumber }),
        lines: [
          t('claim.replaced.line', { what, pieces }),
          claim.replacementOrder ? t('claim.replaced.order', { orderNumber: claim.replacementOrder.orderNumber }) : '',
        ],
        action: t('mail.viewTheOrder'),
      };
    case 'refunded': {
      const refund = claim.refund;
      const how =
        refund?.method === 'manual'
          ? refund.note
            ? t('claim.refunded.manualNote', { note: refund.note })
            : t('claim.refunded.manual')
          : t('claim.refunded.online');
      const amount = refund ? formatRupees(refund.amount) : t('claim.refunded.thePieces');
      return {
        subject: t('claim.refunded.subject', { orderNumber }),
        lines: [t('claim.refunded.line', { what, amount, pieces }), how],
        action: t('mail.viewTheOrder'),
      };
    }
    case 'declined':
      return {
        subject: t('claim.declined.subject', { orderNumber }),
        lines: [
          t('claim.declined.line', { what }),
          t('claim.declined.reason', { reason: claim.declineReason ?? '' }),
          t('claim.declined.more'),
        ],
        action: t('mail.viewTheOrder'),
      };
  }
}

/** The shopper's mail for a step of their claim, queued through the outbox in the step's transaction. */
export function claimMail(step: ClaimStep, claim: Claim, target: ClaimMailTarget): MailMessage {
  const { t, h, layout } = mailWords(target.locale);
  const { subject, lines, action } = wording(step, claim, target.locale);
  const paragraphs = lines.filter(Boolean);
  const { name, storeName } = target;
  const text = [
    t('mail.hello', { name }),
    '',
    ...paragraphs,
    '',
    `${action}: ${target.link}`,
    '',
    t('mail.signoff', { storeName }),
  ].join('\n');
  const body = `<p>${h('mail.hello', { name })}</p>
${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
${mailButton(target.link, action)}`;
  return {
    to: target.to,
    subject: `${subject} · ${storeName}`,
    text,
    html: layout({ storeName, title: subject, body }),
  };
}
