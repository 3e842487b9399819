import { createAnalyticsRepository } from '../analytics/analytics.repository.ts';
import { adminListsRoutes } from '../analytics/admin-lists.routes.ts';
import { analyticsRoutes } from '../analytics/analytics.routes.ts';
import { createAnalyticsService } from '../analytics/analytics.service.ts';
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
  await app.register(analyticsRoutes, {
    prefix: '/api/admin',
    analytics: createAnalyticsService(createAnalyticsRepository(database.db), deps.now),
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
