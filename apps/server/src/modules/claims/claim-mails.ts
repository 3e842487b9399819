import { CLAIM_KIND_LABELS, type Claim } from '@kala/contract/claims';
import { formatRupees } from '@kala/contract/money';
import { escapeHtml, mailButton, mailLayout } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

/** Who a claim's mail goes to, and where its link points. */
export interface ClaimMailTarget {
  to: string;
  name: string;
  /** The order's page, where the claim's state is shown. */
  link: string;
  storeName: string;
}

export type ClaimStep = 'reported' | 'asked' | 'replaced' | 'refunded' | 'declined';

/** One step's subject and paragraphs (plain text; escaped for the HTML part). */
function wording(step: ClaimStep, claim: Claim): { subject: string; lines: string[]; action: string } {
  const what = `${CLAIM_KIND_LABELS[claim.kind].toLowerCase()} reported on order ${claim.orderNumber}`;
  const pieces = claim.items.map((i) => `${i.quantity} × ${i.name}${i.size ? ` (${i.size})` : ''}`).join(', ');
  switch (step) {
    case 'reported':
      return {
        subject: `We have your report about order ${claim.orderNumber}`,
        lines: [
          `Thank you for telling us about the ${what}: ${pieces}.`,
          'We review every report within 24-48 hours and will write to you with what we can do: a replacement or a refund.',
        ],
        action: 'View your report',
      };
    case 'asked':
      return {
        subject: `We need a little more about your report on order ${claim.orderNumber}`,
        lines: [
          `About the ${what}, our team asks:`,
          claim.messages.findLast((m) => m.from === 'store')?.body ?? '',
          'Please answer from the order page; you can add photos there.',
        ],
        action: 'Answer on the order page',
      };
    case 'replaced':
      return {
        subject: `A replacement is on its way for order ${claim.orderNumber}`,
        lines: [
          `We are sorry about the ${what}. We are sending you a replacement at no cost: ${pieces}.`,
          claim.replacementOrder
            ? `Your replacement order is ${claim.replacementOrder.orderNumber}; you can follow it from My Orders.`
            : '',
        ],
        action: 'View the order',
      };
    case 'refunded': {
      const refund = claim.refund;
      const how =
        refund?.method === 'manual'
          ? `This order was paid in cash, so we paid it back by bank transfer or UPI${refund.note ? `: ${refund.note}` : '.'}`
          : 'It will reach your original payment method within 5-7 business days.';
      return {
        subject: `Your refund for order ${claim.orderNumber} is approved`,
        lines: [
          `We are sorry about the ${what}. We are refunding ${refund ? formatRupees(refund.amount) : 'the pieces'} for ${pieces}.`,
          how,
        ],
        action: 'View the order',
      };
    }
    case 'declined':
      return {
        subject: `About your report on order ${claim.orderNumber}`,
        lines: [
          `We looked carefully at the ${what}, and we cannot replace or refund it.`,
          `Our reason: ${claim.declineReason ?? ''}`,
          'If you have something more to show us, reply to this mail or write to us from the Contact page.',
        ],
        action: 'View the order',
      };
  }
}

/** The shopper's mail for a step of their claim, queued through the outbox in the step's transaction. */
export function claimMail(step: ClaimStep, claim: Claim, target: ClaimMailTarget): MailMessage {
  const { subject, lines, action } = wording(step, claim);
  const paragraphs = lines.filter(Boolean);
  const text = [
    `Hello ${target.name},`,
    '',
    ...paragraphs,
    '',
    `${action}: ${target.link}`,
    '',
    `— ${target.storeName}`,
  ].join('\n');
  const body = `<p>Hello ${escapeHtml(target.name)},</p>
${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
${mailButton(target.link, action)}`;
  return {
    to: target.to,
    subject: `${subject} · ${target.storeName}`,
    text,
    html: mailLayout({ storeName: target.storeName, title: subject, body }),
  };
}
