import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../lib/errors.ts';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * Where the first U+0000 sits in a request part (a string, or an object key, at any depth), as a dotted path ('' for
 * the part itself), or undefined. Walks with its own stack, so no nesting depth can overflow it.
 */
export function findNul(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path;
      continue;
    }
    if (node === null || typeof node !== 'object' || Buffer.isBuffer(node)) continue;
    for (const [key, child] of Object.entries(node)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return childPath.split('\u0000').join('\\0');
      stack.push([child, childPath]);
    }
  }
  return undefined;
}

/**
 * One rule at the edge for every text the API takes (issue 16 item 11): PostgreSQL refuses U+0000 in text and in
 * jsonb, so a NUL that reached a query answered 500. Any NUL in the route parameters, the query string or the body
 * (values or keys) is answered 400 in the envelope before validation, on every route, whatever its schema.
 * The web pages (the not-found handler's SPA fallback) are left alone: they read no text into a query.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = findNul(value);
      if (path !== undefined) {
        throw new BadRequestError(NUL_MESSAGE, [{ path: path || part, message: NUL_MESSAGE }]);
      }
    }
  });
}
