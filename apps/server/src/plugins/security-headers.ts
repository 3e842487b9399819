import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Razorpay's Standard Checkout (only when Razorpay is configured): checkout.js and the risk-detection bundle it loads,
 * the payment frame from api.razorpay.com, the checkout's own telemetry calls and its logos. The local test gateway
 * needs none of this: its dialog is the store's own.
 */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/**
 * Security headers on every answer: a CSP with no inline scripts, nosniff, frame-ancestors 'none', a strict
 * referrer policy. Styles allow 'unsafe-inline' because the rich-text editor and React's style props set inline
 * styles; scripts never do. With Google sign-in on, Google Identity Services' script, its button frame and its calls
 * are allowed from accounts.google.com, and only then; with Razorpay configured, Razorpay's checkout hosts, and only
 * then.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { googleSignIn?: boolean; razorpay?: boolean } = {},
) {
  const google = options.googleSignIn ? ['https://accounts.google.com/gsi/'] : [];
  const razorpay = options.razorpay ? RAZORPAY : { script: [], frame: [], connect: [], img: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google, ...razorpay.script],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://res.cloudinary.com', ...razorpay.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google, ...razorpay.connect],
        frameSrc: ["'self'", ...google, ...razorpay.frame],
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
