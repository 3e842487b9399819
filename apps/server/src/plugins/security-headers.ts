import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer: a CSP with no inline scripts, nosniff, frame-ancestors 'none', a strict
 * referrer policy. Styles allow 'unsafe-inline' because the rich-text editor and React's style props set inline
 * styles; scripts never do. With Google sign-in on, Google Identity Services' script, its button frame and its calls
 * are allowed from accounts.google.com, and only then.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { googleSignIn?: boolean } = {}) {
  const google = options.googleSignIn ? ['https://accounts.google.com/gsi/'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://res.cloudinary.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        frameSrc: ["'self'", ...google],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense behind TLS, which a reverse proxy terminates in production.
    strictTransportSecurity: false,
  });
}
