import { createAnalyticsRepository } from '../analytics/analytics.repository.ts';
import { adminListsRoutes } from '../analytics/admin-lists.routes.ts';
import { analyticsRoutes } from '../analytics/analytics.routes.ts';
import { createAnalyticsService } from '../analytics/analytics.service.ts';
import { createCodAnalyticsRepository } from '../analytics/cod-analytics.repository.ts';
import { codAnalyticsRoutes } from '../analytics/cod-analytics.routes.ts';
import { createCodAnalyticsService } from '../analytics/cod-analytics.service.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { createContactRepository } from '../contact/contact.repository.ts';
import { createFeedbackRepository } from '../feedback/feedback.repository.ts';
import { createNewsletterRepository } from '../newsletter/newsletter.repository.ts';
import { clockOf, defineModule } from '../module.ts';
import { createAdminStatsRepository } from './stats.repository.ts';
import { adminStatsRoutes } from './stats.routes.ts';
import { createAdminStatsService } from './stats.service.ts';
import { createAdminUsersRepository } from './users.repository.ts';
import { adminUsersRoutes } from './users.routes.ts';
import { createAdminUsersService } from './users.service.ts';

/**
 * The admin panel's own reads and writes (issue 11; every route admin only): users (decision 014), the overview,
 * analytics (decision 015) and the lists of feedback, newsletter subscribers and contact messages.
 */
export const adminModule = defineModule('admin', async (app, ctx) => {
  const { database, guards, deps } = ctx;
  const requireAdmin = guards.requireAdmin;
  await app.register(adminUsersRoutes, {
    prefix: '/api/admin/users',
    users: createAdminUsersService({
      repository: createAdminUsersRepository(database.db),
      auth: createAuthRepository(database.db),
      sessionsChanged: guards.sessionsChanged,
      ...clockOf(ctx),
    }),
    requireAdmin,
  });
  await app.register(adminStatsRoutes, {
    prefix: '/api/admin',
    stats: createAdminStatsService(createAdminStatsRepository(database.db)),
    requireAdmin,
  });
  const analytics = createAnalyticsService(createAnalyticsRepository(database.db), deps.now);
  await app.register(analyticsRoutes, { prefix: '/api/admin', analytics, requireAdmin });
  // Cash on delivery (issue 25 item 6): the range is resolved by the analytics' own rules.
  await app.register(codAnalyticsRoutes, {
    prefix: '/api/admin',
    cod: createCodAnalyticsService(createCodAnalyticsRepository(database.db), analytics),
    requireAdmin,
  });
  await app.register(adminListsRoutes, {
    prefix: '/api/admin',
    feedback: createFeedbackRepository(database.db),
    newsletter: createNewsletterRepository(database.db),
    contact: createContactRepository(database.db),
    requireAdmin,
    ...clockOf(ctx),
  });
});
