import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { MESSAGE_TEMPLATES, MESSAGE_TEMPLATE_NAMES } from '@kala/contract/messages';

/**
 * A local stand-in for MSG91's Flow API, for tests (architecture §5): `POST /api/v5/flow/` with the `authkey` header
 * and `{template_id, short_url, recipients: [{mobiles, …variables}]}`, answered as MSG91 documents it:
 * `{type: 'success', message: <request id>}`, or `{type: 'error', message}` with 401 for a wrong authkey and 400 for
 * an unknown template, a number not in 91XXXXXXXXXX form or a template variable missing. Its templates are the
 * catalogue's variants, each with a DLT-mapped id (`templateIds`) and its variables. A test can queue other answers
 * in `next` (a 5xx, 418, no answer at all).
 */
export const STAND_IN_AUTH_KEY = '412345AbCdEfGhIjKlMn0123';

export interface RecordedFlow {
  authkey: string | undefined;
  body: { template_id?: string; short_url?: string; recipients?: Record<string, string>[] };
}

export type StandInAnswer = { status: number; json: unknown } | { hang: true };

/** A made-up template id per variant key, and the variables each takes. */
function standInTemplates() {
  const templateIds: Record<string, string> = {};
  const variables = new Map<string, readonly string[]>();
  for (const name of MESSAGE_TEMPLATE_NAMES) {
    const spec: { params: readonly string[]; optional: readonly string[] } = MESSAGE_TEMPLATES[name];
    const keys: [string, readonly string[]][] = [[name, spec.params]];
    if (spec.optional.length)
      keys.push([`${name}_with_${spec.optional.join('_')}`, [...spec.params, ...spec.optional]]);
    for (const [key, vars] of keys) {
      const id = randomBytes(12).toString('hex');
      templateIds[key] = id;
      variables.set(id, vars);
    }
  }
  return { templateIds, variables };
}

export async function startMsg91StandIn() {
  const requests: RecordedFlow[] = [];
  const next: StandInAnswer[] = [];
  const { templateIds, variables } = standInTemplates();

  const send = (res: ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };
  const fail = (res: ServerResponse, status: number, message: string) => send(res, status, { type: 'error', message });

  async function readJson(req: IncomingMessage): Promise<RecordedFlow['body'] | undefined> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedFlow['body'];
    } catch {
      return undefined;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST' || !/^\/api\/v5\/flow\/?$/.test(req.url ?? '')) return fail(res, 404, 'Not found');
    const body = await readJson(req);
    const authkey = typeof req.headers.authkey === 'string' ? req.headers.authkey : undefined;
    requests.push({ authkey, body: body ?? {} });

    const queued = next.shift();
    if (queued && 'hang' in queued) return; // never answers; the client's timeout must end it
    if (queued) return send(res, queued.status, queued.json);

    if (authkey !== STAND_IN_AUTH_KEY) return fail(res, 401, 'Authentication failure');
    if (!body) return fail(res, 400, 'Invalid JSON');
    const vars = body.template_id ? variables.get(body.template_id) : undefined;
    if (!vars) return fail(res, 400, 'Invalid template id');
    const recipients = body.recipients ?? [];
    if (recipients.length === 0) return fail(res, 400, 'Recipients missing');
    for (const recipient of recipients) {
      if (!/^91[6-9]\d{9}$/.test(recipient.mobiles ?? '')) return fail(res, 400, 'Mobile number not valid');
      const missing = vars.find((name) => !recipient[name]);
      if (missing) return fail(res, 400, `Variable ${missing} is missing`);
    }
    return send(res, 200, { type: 'success', message: randomBytes(12).toString('hex') });
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
    authKey: STAND_IN_AUTH_KEY,
    templateIds,
    requests,
    next,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
