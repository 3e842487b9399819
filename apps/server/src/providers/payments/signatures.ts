import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of a message: how Razorpay signs payments and webhooks (and how the test gateway does too). */
export const hmacHex = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

/** Whether `signature` is the hex HMAC of `message`, compared in constant time (no early exit on the first byte). */
export function hmacMatches(secret: string, message: string, signature: string): boolean {
  const expected = Buffer.from(hmacHex(secret, message), 'hex');
  if (!/^[0-9a-f]+$/i.test(signature) || signature.length !== expected.length * 2) return false;
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
