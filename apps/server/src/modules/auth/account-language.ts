/**
 * The storefront language a signed-in shopper chose (issue 28): the header's and footer's switch saves it on the
 * account, so their mails and messages are written in it (users.language) on every device.
 */
import type { Locale } from '@kala/contract/locale';
import { UnauthorizedError } from '../../lib/errors.ts';
import type { AuthContext, SessionRef } from './auth-context.ts';

export function createAccountLanguage(ctx: AuthContext) {
  const { repository } = ctx;

  async function setLanguage(ref: SessionRef, language: Locale): Promise<{ language: Locale }> {
    const updated = await repository.updateUser(ref.userId, { language });
    if (!updated) throw new UnauthorizedError();
    return { language };
  }

  return { setLanguage };
}
