/** The roles an account has (spec §2), without zod, for the web's route guards. auth.ts re-exports them. */
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
