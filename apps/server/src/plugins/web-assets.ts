import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  const names = (accept ?? '').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase());
  if (names.includes('br')) return 'br';
  if (names.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * Serves the built web app and stored uploads. Hashed assets are cached for a year; index.html is revalidated
 * every time so a deploy shows at once. Any path that is not the API or an upload answers the web app (SPA
 * fallback); unknown /api paths answer 404 in the envelope.
 */
export async function registerWebAssets(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    uploadsDir: string;
    /** The page's HTML from index.html (modules/seo/render-page.ts); may set headers on the reply. */
    renderPage?: (request: FastifyRequest, html: string, reply: FastifyReply) => Promise<string>;
    /** Where a page request is sent instead (a page's language, modules/seo/page-language.ts), if anywhere. */
    pageRedirect?: (request: FastifyRequest) => { location: string; setCookie?: string | undefined } | undefined;
  },
) {
  mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    // No directory answers, and no dot names: the uploads' scratch folder (.incoming) holds half-written files.
    index: false,
    dotfiles: 'ignore',
    // A stored image never changes: uploads get fresh random names (providers/images/local-storage.ts) and the demo
    // catalogue's pictures are drawn the same from their product's slug every time, so a year's caching is safe.
    setHeaders: (reply) => void reply.header('Cache-Control', IMMUTABLE),
  });

  const indexFile = path.join(options.webDistDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      // One route per built file, so every other path (including /) falls through to the SPA fallback below.
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ webDistDir: options.webDistDir }, 'web app not built: only the API is served (run npm run build)');
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = options.renderPage ? await options.renderPage(request, indexHtml, reply) : indexHtml;
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    // The not-found handler does not get @fastify/compress's route hook, and a server-rendered page (with its query
    // state) is large enough that sending it compressed matters on a phone.
    const encoding = html.length >= 1024 ? pickEncoding(request.headers['accept-encoding']) : undefined;
    if (encoding === 'br') {
      const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('Content-Encoding', 'br').send(body);
    }
    if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
    return reply.send(html);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // API calls, uploads and built assets that do not exist are real 404s: answering a missing script with the
    // page's HTML would make the browser fail in a confusing way after a deploy.
    const isPage =
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/uploads/') &&
      !pathname.startsWith('/assets/');
    if (hasWeb && isPage && (request.method === 'GET' || request.method === 'HEAD')) {
      const redirect = options.pageRedirect?.(request);
      if (redirect) {
        if (redirect.setCookie) reply.header('Set-Cookie', redirect.setCookie);
        return reply
          .header('Cache-Control', 'no-store')
          .header('Vary', 'Accept-Language, Cookie')
          .redirect(redirect.location, 302);
      }
      return sendApp(request, reply);
    }
    return reply.status(404).send({ success: false, message: `No such endpoint: ${request.method} ${pathname}` });
  });
}
