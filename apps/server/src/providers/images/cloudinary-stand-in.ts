import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { loadSharp } from './load-sharp.ts';

/**
 * A small local stand-in for Cloudinary's upload API, for tests (architecture §5): `POST /v1_1/{cloud}/image/upload`
 * with a multipart `file`, `upload_preset` and optional `folder`, answered the way Cloudinary documents it (the
 * asset's `secure_url`, `public_id`, `width`, `height`, `format`, `bytes`; errors as `{error: {message}}`), on
 * 127.0.0.1 and a free port. A test can queue other answers in `next` (an error, or no answer at all); every request
 * is recorded with the file it carried.
 */
export const STAND_IN_CLOUD = 'kala-test-cloud';
export const STAND_IN_PRESET = 'kala_unsigned';

export interface RecordedUpload {
  path: string;
  uploadPreset: string | undefined;
  folder: string | undefined;
  file: { type: string; bytes: Buffer } | undefined;
}

export type StandInAnswer = { status: number; json: unknown } | { hang: true };

export async function startCloudinaryStandIn() {
  const requests: RecordedUpload[] = [];
  /** Answers for the next uploads, in order; when empty the stand-in answers as Cloudinary would. */
  const next: StandInAnswer[] = [];

  const send = (res: ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };
  const fail = (res: ServerResponse, status: number, message: string) => send(res, status, { error: { message } });

  async function readForm(req: IncomingMessage): Promise<FormData | undefined> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData();
    } catch {
      return undefined;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const match = /^\/v1_1\/([^/]+)\/image\/upload$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return fail(res, 404, 'Resource not found');
    const form = await readForm(req);
    const file = form?.get('file');
    const preset = form?.get('upload_preset');
    const folder = form?.get('folder');
    const recorded: RecordedUpload = {
      path: req.url ?? '',
      uploadPreset: typeof preset === 'string' ? preset : undefined,
      folder: typeof folder === 'string' ? folder : undefined,
      file:
        file && typeof file !== 'string'
          ? { type: file.type, bytes: Buffer.from(await file.arrayBuffer()) }
          : undefined,
    };
    requests.push(recorded);

    const queued = next.shift();
    if (queued && 'hang' in queued) return; // never answers; the client's timeout must end it
    if (queued) return send(res, queued.status, queued.json);

    if (decodeURIComponent(match[1] ?? '') !== STAND_IN_CLOUD) return fail(res, 401, `Invalid cloud_name ${match[1]}`);
    if (!recorded.uploadPreset) return fail(res, 400, 'Upload preset must be specified when using unsigned upload');
    if (recorded.uploadPreset !== STAND_IN_PRESET) return fail(res, 400, 'Upload preset not found');
    if (!recorded.file) return fail(res, 400, 'Missing required parameter - file');

    let meta: { width?: number | undefined; height?: number | undefined; format?: string | undefined };
    try {
      const sharp = await loadSharp();
      meta = await sharp(recorded.file.bytes).metadata();
    } catch {
      return fail(res, 400, 'Invalid image file');
    }
    const id = randomBytes(10).toString('hex');
    const publicId = recorded.folder ? `${recorded.folder}/${id}` : id;
    const format = meta.format === 'jpeg' ? 'jpg' : (meta.format ?? 'jpg');
    const version = Math.floor(Date.now() / 1000);
    const path = `${STAND_IN_CLOUD}/image/upload/v${version}/${publicId}.${format}`;
    return send(res, 200, {
      asset_id: randomBytes(16).toString('hex'),
      public_id: publicId,
      version,
      version_id: randomBytes(16).toString('hex'),
      signature: randomBytes(20).toString('hex'),
      width: meta.width,
      height: meta.height,
      format,
      resource_type: 'image',
      created_at: new Date().toISOString(),
      tags: [],
      bytes: recorded.file.bytes.length,
      type: 'upload',
      etag: randomBytes(16).toString('hex'),
      placeholder: false,
      url: `http://res.cloudinary.com/${path}`,
      secure_url: `https://res.cloudinary.com/${path}`,
      ...(recorded.folder ? { folder: recorded.folder, asset_folder: recorded.folder } : {}),
      original_filename: 'upload',
    });
  }

  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    handle(req, res).catch(() => fail(res, 500, 'stand-in failed'));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    cloudName: STAND_IN_CLOUD,
    uploadPreset: STAND_IN_PRESET,
    requests,
    next,
    close: () =>
      new Promise<void>((resolve) => {
        // A hung request would keep close() waiting for ever.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
