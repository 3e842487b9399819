import { z } from 'zod';

/** One recorded admin write (issue 11 item 7): who, what, when, and the object before and after. */
export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  /** The admin, as 'Name <email>'. */
  by: z.string(),
  at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
