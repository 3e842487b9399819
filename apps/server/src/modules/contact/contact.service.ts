import { CONTACT_SUCCESS_MESSAGE, type contactMessageSchema } from '@kala/contract/contact';
import type { z } from 'zod';
import type { ContactRepository } from './contact.repository.ts';

type ContactMessage = z.output<typeof contactMessageSchema>;

export function createContactService(repository: ContactRepository) {
  return {
    /** Keeps a visitor's message for the team (the admin reads contact_messages). */
    async send(input: ContactMessage) {
      const row = await repository.insert({
        name: input.name,
        email: input.email.toLowerCase(),
        subject: input.subject ?? '',
        message: input.message,
      });
      return { message: CONTACT_SUCCESS_MESSAGE, data: { _id: row.id, createdAt: row.createdAt.toISOString() } };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
