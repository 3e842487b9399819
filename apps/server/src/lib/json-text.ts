import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already serialized (a cached answer) as it is. Fastify skips serialization for a string body
 * with a content type; the cast only tells the route's typed reply that this text is the answer it describes.
 */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text as never);
}
