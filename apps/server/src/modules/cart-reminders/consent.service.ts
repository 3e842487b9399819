import { MARKETING_MESSAGES, MARKETING_WORDING, type MarketingConsent } from '@kala/contract/marketing';
import { BadRequestError, UnprocessableError } from '../../lib/errors.ts';
import type { ConsentRepository, ConsentRow, ConsentSource } from './consent.repository.ts';
import type { MarketingTokens } from './marketing-tokens.ts';

export interface ConsentServiceOptions {
  repository: ConsentRepository;
  tokens: MarketingTokens;
  /** Whether WhatsApp is configured: only then can a shopper agree to it. */
  whatsappAvailable: boolean;
  now?: (() => number) | undefined;
}

/**
 * Marketing consent (decision 043): given only by the shopper's own act (an unticked box at sign-up, a box in the
 * account), recorded with the time, the place and the words; withdrawn with the same box or one link in any mail.
 */
export function createConsentService(options: ConsentServiceOptions) {
  const { repository, tokens, whatsappAvailable } = options;
  const now = options.now ?? Date.now;

  const view = (row: ConsentRow | undefined): MarketingConsent => ({
    marketingMail: Boolean(row?.mailGivenAt),
    givenAt: row?.mailGivenAt?.toISOString() ?? null,
    whatsapp: Boolean(row?.whatsappPhone),
    phone: row?.whatsappPhone ?? null,
    whatsappAvailable,
  });

  const set = (userId: string, mail: boolean, phone: string | null, source: ConsentSource) =>
    repository.set(userId, { mail, whatsappPhone: phone }, source, MARKETING_WORDING, new Date(now()));

  return {
    async get(userId: string): Promise<MarketingConsent> {
      return view(await repository.find(userId));
    },

    /** The account screen's choice; withdrawing is the same call with `marketingMail: false`. */
    async update(
      userId: string,
      body: { marketingMail: boolean; whatsapp?: boolean | undefined; phone?: string | undefined },
    ): Promise<MarketingConsent> {
      if (body.whatsapp && !whatsappAvailable) {
        throw new UnprocessableError(MARKETING_MESSAGES.whatsappOff);
      }
      const phone = body.marketingMail && body.whatsapp ? (body.phone ?? null) : null;
      return view(await set(userId, body.marketingMail, phone, 'account'));
    },

    /** The sign-up box, ticked: consent to marketing mail from the moment the account exists. */
    async givenAtSignUp(userId: string): Promise<void> {
      await set(userId, true, null, 'sign-up');
    },

    /** A mail's unsubscribe link: every marketing consent withdrawn, no sign-in needed; a second use answers the same. */
    async unsubscribe(token: string): Promise<void> {
      const userId = tokens.verify(token);
      if (!userId) throw new BadRequestError(MARKETING_MESSAGES.unsubscribeLinkInvalid);
      const row = await repository.find(userId);
      // An account deleted since the mail, or never consenting: nothing to withdraw, the same answer.
      if (!row || (!row.mailGivenAt && !row.whatsappPhone)) return;
      await set(userId, false, null, 'unsubscribe-link');
    },

    unsubscribeToken: (userId: string) => tokens.sign(userId),
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
