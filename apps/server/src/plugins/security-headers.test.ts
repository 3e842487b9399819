import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

async function cspWith(options: Parameters<typeof registerSecurityHeaders>[1]) {
  const app = Fastify();
  await registerSecurityHeaders(app, options);
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject('/');
  await app.close();
  const csp = String(response.headers['content-security-policy']);
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;
}

describe('the content security policy', () => {
  it('allows no third-party host for payments when the local test gateway takes them', async () => {
    const csp = await cspWith({});
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toContain('razorpay');
  });

  it("allows Razorpay's checkout script, frame and calls when Razorpay is configured", async () => {
    const csp = await cspWith({ razorpay: true });
    expect(csp['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://cdn.razorpay.com']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(csp['connect-src']).toContain('https://api.razorpay.com');
    expect(csp['img-src']).toContain('https://cdn.razorpay.com');
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });
});
