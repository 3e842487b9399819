/**
 * "A repeated action within the same moment is one action": the second click of a double click, or a tap held
 * before the page hydrated and replayed once its button is free again (lib/early-input.ts), must not add a piece
 * twice or toggle a heart back. A guard remembers, by key, the actions running and when each last succeeded; a
 * claim is refused while the same action runs and for `repeatMs` after it succeeded. Claims are synchronous, so a
 * second click in the same frame, before React has drawn the button busy, is refused too.
 */
export function createRepeatGuard(repeatMs: number) {
  const running = new Set<string>();
  const succeededAt = new Map<string, number>();
  return {
    /** True when the action may run (and is now running); false when it repeats one running or just done. */
    claim(key: string, now = Date.now()): boolean {
      if (running.has(key)) return false;
      const last = succeededAt.get(key);
      if (last !== undefined && now - last < repeatMs) return false;
      running.add(key);
      return true;
    },
    /** Ends a claimed action; a failed one may be tried again at once. */
    release(key: string, succeeded: boolean, now = Date.now()) {
      running.delete(key);
      if (succeeded) succeededAt.set(key, now);
      else succeededAt.delete(key);
    },
  };
}

/** How long after an action the same action again is taken for the same tap. */
export const REPEAT_MS = 1000;
