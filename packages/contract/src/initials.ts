/**
 * Two letters for the avatar (spec §1: the first two letters of the name). Without zod, so the storefront's header can
 * use it on a first visit without loading the schema library; auth.ts re-exports it.
 */
export function initialsOf(name: string): string {
  return name.trim().slice(0, 2).toUpperCase() || '?';
}
