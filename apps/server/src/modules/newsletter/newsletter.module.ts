import { createContactRepository } from '../contact/contact.repository.ts';
import { contactRoutes } from '../contact/contact.routes.ts';
import { createContactService } from '../contact/contact.service.ts';
import { clockOf, defineModule } from '../module.ts';
import { createNewsletterRepository } from './newsletter.repository.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { createNewsletterService } from './newsletter.service.ts';

/** The public forms of the store: the newsletter box (double opt-in, decision 022) and the contact page. */
export const newsletterModule = defineModule('newsletter', async (app, ctx) => {
  const { config, database, jobs } = ctx;
  const newsletter = createNewsletterService({
    repository: createNewsletterRepository(database.db),
    publicUrl: config.publicUrl,
    storeName: config.storeName,
    secret: config.jwtSecret,
    ...clockOf(ctx),
  });
  // A subscribe's per-address work (a confirmation mail or none) runs after the answer (decision 022).
  jobs.handle('newsletter-request', (request) => newsletter.handleRequest(request));
  await app.register(newsletterRoutes, { prefix: '/api/newsletter', newsletter });
  await app.register(contactRoutes, {
    prefix: '/api/contact',
    contact: createContactService(createContactRepository(database.db)),
  });
});
