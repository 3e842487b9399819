import { createGoogleVerifier } from '../../providers/identity/google-id-token.ts';
import { createFeedbackRepository } from '../feedback/feedback.repository.ts';
import { feedbackRoutes } from '../feedback/feedback.routes.ts';
import { clockOf, defineModule } from '../module.ts';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from './auth-limits.ts';
import { createAuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { languageRoutes } from './language.routes.ts';
import { createAuthService, type AuthService } from './auth.service.ts';
import type { SessionTokens } from './session-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

/**
 * Accounts (issues 4 and 16): sign-up and sign-in, Google, password reset by mail through the outbox (its per-account
 * work runs in the `password-reset-request` job, after the answer), sessions; and the signed-in shoppers' feedback.
 */
export const authModule = (tokens: SessionTokens) =>
  defineModule(
    'auth',
    async (app, ctx) => {
      const { config, deps, database, guards, jobs } = ctx;
      const auth = createAuthService({
        repository: createAuthRepository(database.db),
        tokens,
        google: config.google ? createGoogleVerifier({ ...config.google, ...clockOf(ctx) }) : undefined,
        publicUrl: config.publicUrl,
        storeName: config.storeName,
        sessionsChanged: guards.sessionsChanged,
        ...clockOf(ctx),
        ...(deps.loginThrottle ? { loginThrottle: deps.loginThrottle } : {}),
      });
      const limits: AuthRateLimits = {
        ...DEFAULT_AUTH_RATE_LIMITS,
        register: { ...DEFAULT_AUTH_RATE_LIMITS.register, max: config.signupRateLimit },
        ...deps.authRateLimits,
      };
      app.decorate('auth', auth);
      jobs.handle('password-reset-request', (request) => auth.sendResetLink(request));

      await app.register(authRoutes, {
        prefix: '/api/auth',
        auth,
        guards,
        limits,
        googleClientId: config.google?.clientId,
      });
      await app.register(languageRoutes, { prefix: '/api/users', auth, guards });
      await app.register(feedbackRoutes, {
        prefix: '/api/feedback',
        repository: createFeedbackRepository(database.db),
        guards,
        limit: limits.feedback,
      });
    },
    ['mail'],
  );
