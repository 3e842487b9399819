import { clockOf, defineModule } from '../module.ts';
import { createConsentRepository } from './consent.repository.ts';
import { consentRoutes } from './consent.routes.ts';
import { createConsentService } from './consent.service.ts';
import { createMarketingTokens } from './marketing-tokens.ts';
import { createReminderJob, type ReminderJob } from './reminder-job.ts';
import { reminderStatsRoutes } from './reminder-stats.routes.ts';
import { createRemindersRepository } from './reminders.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marketing consent given with the sign-up box (the auth module's register route calls it). */
    marketingConsent: { givenAtSignUp(userId: string): Promise<void> };
    /** The left-cart reminder job: each listening instance runs its rounds; tests call `runOnce`. */
    cartReminders: ReminderJob;
  }
}

/**
 * Marketing consent and the left-cart reminder (issue 27 item 4, decision 043). Registered after messaging (WhatsApp
 * reminders) and before auth, whose sign-up records the consent box through `app.marketingConsent`.
 */
export const cartRemindersModule = defineModule(
  'cart-reminders',
  async (app, ctx) => {
    const { config, database, guards } = ctx;
    const repository = createRemindersRepository(database.db);
    const consent = createConsentService({
      repository: createConsentRepository(database.db),
      tokens: createMarketingTokens(config.jwtSecret),
      whatsappAvailable: Boolean(config.whatsapp),
      ...clockOf(ctx),
    });
    const job = createReminderJob({
      repository,
      consent,
      messaging: () => app.messaging,
      hours: config.cartReminder.hours,
      publicUrl: config.publicUrl,
      storeName: config.storeName,
      logger: app.log,
      ...clockOf(ctx),
    });
    app.decorate('marketingConsent', { givenAtSignUp: (userId: string) => consent.givenAtSignUp(userId) });
    app.decorate('cartReminders', job);
    // Only a serving instance looks for left carts (tests that inject run rounds themselves); closing waits for the
    // round in flight before the database closes.
    app.addHook('onListen', async () => job.start(config.cartReminder.scanSeconds * 1000));
    app.addHook('onClose', () => job.stop());

    await app.register(consentRoutes, { prefix: '/api/marketing', consent, requireUser: guards.requireUser });
    await app.register(reminderStatsRoutes, {
      prefix: '/api/admin',
      repository,
      requireAdmin: guards.requireAdmin,
      now: ctx.deps.now ?? Date.now,
    });
  },
  ['mail', 'messaging'],
);
