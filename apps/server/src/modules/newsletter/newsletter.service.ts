import type { NewsletterRepository } from './newsletter.repository.ts';

export const SUBSCRIBED_MESSAGE =
  'Thank you for subscribing! Watch your inbox for new collections and artisan stories.';
export const ALREADY_SUBSCRIBED_MESSAGE = "You're already subscribed. Thank you for staying with us!";

export function createNewsletterService(repository: NewsletterRepository) {
  return {
    /** Subscribes a (lower-cased, validated) address; subscribing twice is a friendly success, not an error. */
    async subscribe(email: string, source = 'site') {
      const outcome = await repository.subscribe(email, source);
      const alreadySubscribed = outcome === 'existing';
      return {
        message: alreadySubscribed ? ALREADY_SUBSCRIBED_MESSAGE : SUBSCRIBED_MESSAGE,
        data: { email, alreadySubscribed },
      };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
