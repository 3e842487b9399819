import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { BadRequestError, HttpError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { RouteLimit } from '../../lib/route-limits.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@kala/contract/uploads';
import type { UploadForm, UploadsService } from './uploads.service.ts';

export const uploadedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.string(),
  bytes: z.number().int(),
});

/** Uploads one admin may start a minute: a product's thumbnail and gallery with room to retry, not a flood. */
export const DEFAULT_UPLOAD_LIMIT: RouteLimit = { max: 30, timeWindow: 60_000 };

/** Room for the multipart boundaries and headers around a 10 MB file. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
/** One image a form: one file of at most 10 MB and a few small fields, so memory holds little more than the file. */
export const UPLOAD_FORM_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  fieldSize: 1024,
  headerPairs: 50,
} as const;
/** The refusals of an image upload route: the form, the guard, the bytes, the rate limit and the storage. */
export const UPLOAD_ERROR_RESPONSES = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  413: errorSchema,
  415: errorSchema,
  422: errorSchema,
  429: errorSchema,
  500: errorSchema,
  502: errorSchema,
  503: errorSchema,
} as const;
/** Cloudinary folder names: path segments of letters, digits, - and _. */
const FOLDER = /^[\w-]+(\/[\w-]+)*$/;

export interface UploadsRoutesOptions {
  uploads: UploadsService;
  requireAdmin: preHandlerAsyncHookHandler;
  limit?: RouteLimit;
}

/**
 * POST /api/uploads (issue 11 item 3; spec §2 image upload widget): an admin sends one image as multipart (field
 * `file`, optional `folder`) and gets back its URL. @fastify/multipart is registered in this plugin alone (see
 * acceptUploadForm); its limits (one file of at most 10 MB, a few small fields) hold memory to the file.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (app, options) => {
  const { uploads, requireAdmin, limit = DEFAULT_UPLOAD_LIMIT } = options;

  await acceptUploadForm(app, requireAdmin);

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Upload one image (multipart: file, optional folder); JPEG, PNG or WebP up to 10 MB',
        consumes: ['multipart/form-data'],
        response: { 201: successOf(uploadedImageSchema), ...UPLOAD_ERROR_RESPONSES },
      },
      config: {
        // Counted per admin, after the guard: admins behind one office address do not share a budget.
        rateLimit: {
          max: limit.max,
          timeWindow: limit.timeWindow,
          hook: 'preHandler' as const,
          keyGenerator: (request: FastifyRequest) => `uploads:${request.sessionUser?.id ?? request.ip}`,
          errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
            new HttpError(429, `Too many uploads. Please try again in ${context.after}.`),
        },
      },
    },
    async (request, reply) => {
      const image = await uploads.upload(currentUser(request), () => readUploadForm(request));
      reply.status(201);
      return { success: true as const, data: image, message: 'Upload successful!' };
    },
  );
};

/**
 * Makes the plugin `app` take one image a request (multipart, field `file`). Call it in a plugin of its own:
 * multipart is registered there alone, so no other route takes a multipart body. On request, before any byte of the
 * body is read, `guard` refuses whom it refuses (401/403 whatever was sent), and an announced body too large for any
 * acceptable upload is a 413 without reading it.
 */
export async function acceptUploadForm(app: FastifyInstance, guard: preHandlerAsyncHookHandler): Promise<void> {
  app.addHook('onRequest', async function (request, reply) {
    await guard.call(this, request, reply);
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) {
      throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
    }
  });
  await app.register(multipart, { limits: UPLOAD_FORM_LIMITS, throwFileSizeLimit: true });
}

/**
 * The form's one file (field `file`) and its optional `folder`, in whatever order they come. A file in another
 * field is read and dropped; any other field is ignored. Multipart's own failures become the spec's messages.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new BadRequestError(UPLOAD_MESSAGES.noFile);
  let bytes: Buffer | undefined;
  let folder: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') bytes = data;
      } else if (part.fieldname === 'folder') {
        if (part.valueTruncated || typeof part.value !== 'string') throw new BadRequestError(UPLOAD_MESSAGES.badFolder);
        folder = part.value.trim() || undefined;
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (!bytes || bytes.length === 0) throw new BadRequestError(UPLOAD_MESSAGES.noFile);
  if (folder !== undefined && (folder.length > 100 || !FOLDER.test(folder))) {
    throw new BadRequestError(UPLOAD_MESSAGES.badFolder);
  }
  return { bytes, folder };
}

function multipartFailure(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new BadRequestError(UPLOAD_MESSAGES.oneFile);
  // Too many parts or fields, a field named like a prototype property, a broken boundary or a cut-off body.
  return new BadRequestError(UPLOAD_MESSAGES.badForm);
}
