import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export function createContactRepository(db: Db) {
  return {
    async insert(message: { name: string; email: string; subject: string; message: string }) {
      const [row] = await db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('contact message insert returned no row');
      return row;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
