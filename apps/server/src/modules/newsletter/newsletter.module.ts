import { createContactRepository } from '../contact/contact.repository.ts';
import { contactRoutes } from '../contact/contact.routes.ts';
import { createContactService } from '../contact/contact.service.ts';
import { defineModule } from '../module.ts';
import { createNewsletterRepository } from './newsletter.repository.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { createNewsletterService } from './newsletter.service.ts';

/** The public forms of the store: the newsletter box and the contact page. */
export const newsletterModule = defineModule('newsletter', async (app, { database }) => {
  await app.register(newsletterRoutes, {
    prefix: '/api/newsletter',
    newsletter: createNewsletterService(createNewsletterRepository(database.db)),
  });
  await app.register(contactRoutes, {
    prefix: '/api/contact',
    contact: createContactService(createContactRepository(database.db)),
  });
});
