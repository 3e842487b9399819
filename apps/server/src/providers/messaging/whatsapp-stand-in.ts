import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { MESSAGE_TEMPLATES, MESSAGE_TEMPLATE_NAMES } from '@kala/contract/messages';
import { whatsAppSignature, type WhatsAppStatus } from './whatsapp-webhook.ts';

/**
 * A local stand-in for Meta's WhatsApp Cloud API, for tests (architecture §5): `POST /{version}/{phone-number-id}/
 * messages` answered as Meta documents it, on 127.0.0.1 and a free port. A good call answers `{messaging_product,
 * contacts: [{input, wa_id}], messages: [{id: 'wamid.…'}]}`; errors come in Graph's envelope: 190 for a wrong or
 * expired token (401), 100 for an unknown phone number id or a missing field (400), 132001 for a template not
 * approved (404), 132000 for the wrong number of parameters (400). The approved templates are the catalogue's, each
 * variant with its number of body variables, in English ('en') and Hindi ('hi'). A test can queue other answers in `next` (a rate limit, a 5xx, no
 * answer at all), and `statusNotification` builds a status webhook signed as Meta signs it.
 */
export const STAND_IN_TOKEN = 'EAAstandinTOKEN0123456789abcdefABCDEF';
export const STAND_IN_PHONE_NUMBER_ID = '106540352242922';
export const STAND_IN_APP_SECRET = 'stand-in-app-secret-0123456789';

export interface RecordedSend {
  path: string;
  authorization: string | undefined;
  body: {
    messaging_product?: string;
    to?: string;
    type?: string;
    template?: {
      name?: string;
      language?: { code?: string };
      components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
    };
  };
}

export type StandInAnswer = { status: number; json: unknown } | { hang: true };

/** The languages each template is approved in: English and its Hindi translation (issue 28, decision 046). */
const APPROVED_LANGUAGES = ['en', 'hi'];

/** Every approved template name (variant keys) with the number of its body variables. */
function approvedTemplates(): Map<string, number> {
  const approved = new Map<string, number>();
  for (const name of MESSAGE_TEMPLATE_NAMES) {
    const spec: { params: readonly string[]; optional: readonly string[] } = MESSAGE_TEMPLATES[name];
    approved.set(name, spec.params.length);
    if (spec.optional.length) {
      approved.set(`${name}_with_${spec.optional.join('_')}`, spec.params.length + spec.optional.length);
    }
  }
  return approved;
}

/** Graph's error envelope. */
export const graphError = (code: number, message: string, type = 'OAuthException', details?: string) => ({
  error: {
    message,
    type,
    code,
    ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
    fbtrace_id: randomBytes(8).toString('base64url'),
  },
});

export async function startWhatsAppStandIn() {
  const requests: RecordedSend[] = [];
  const next: StandInAnswer[] = [];
  const approved = approvedTemplates();

  const send = (res: ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };

  async function readJson(req: IncomingMessage): Promise<RecordedSend['body'] | undefined> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedSend['body'];
    } catch {
      return undefined;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      return send(res, 400, graphError(100, 'Unknown path components', 'OAuthException'));
    }
    const body = await readJson(req);
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: body ?? {} });

    const queued = next.shift();
    if (queued && 'hang' in queued) return; // never answers; the client's timeout must end it
    if (queued) return send(res, queued.status, queued.json);

    if (req.headers.authorization !== `Bearer ${STAND_IN_TOKEN}`) {
      return send(
        res,
        401,
        graphError(190, 'Error validating access token: Session has expired on Friday, 01-Aug-25 10:00:00 PDT.'),
      );
    }
    if (decodeURIComponent(match[1] ?? '') !== STAND_IN_PHONE_NUMBER_ID) {
      return send(
        res,
        400,
        graphError(
          100,
          `Unsupported post request. Object with ID '${match[1]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          'GraphMethodException',
        ),
      );
    }
    if (!body || body.messaging_product !== 'whatsapp') {
      return send(res, 400, graphError(100, '(#100) The parameter messaging_product is required.'));
    }
    if (body.type !== 'template' || !body.to || !/^\d{10,15}$/.test(body.to)) {
      return send(res, 400, graphError(100, '(#100) Invalid parameter', 'OAuthException', 'to or type is invalid'));
    }
    const name = body.template?.name ?? '';
    const language = body.template?.language?.code ?? '';
    const expected = approved.get(name);
    if (expected === undefined || !APPROVED_LANGUAGES.includes(language)) {
      return send(
        res,
        404,
        graphError(
          132001,
          '(#132001) Template name does not exist in the translation',
          'OAuthException',
          `template name (${name}) does not exist in ${language}`,
        ),
      );
    }
    const parameters = body.template?.components?.find((c) => c.type === 'body')?.parameters ?? [];
    if (parameters.length !== expected || parameters.some((p) => p.type !== 'text' || !p.text)) {
      return send(
        res,
        400,
        graphError(
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
          'OAuthException',
          `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${expected})`,
        ),
      );
    }
    const id = `wamid.${Buffer.from(`${body.to}:${randomBytes(12).toString('hex')}`).toString('base64')}`;
    return send(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id, message_status: 'accepted' }],
    });
  }

  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, graphError(1, 'An unknown error occurred', 'OAuthException')));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accessToken: STAND_IN_TOKEN,
    phoneNumberId: STAND_IN_PHONE_NUMBER_ID,
    appSecret: STAND_IN_APP_SECRET,
    requests,
    next,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A status notification as Meta posts it to the webhook, and its `X-Hub-Signature-256` (signed with `appSecret`,
 * the stand-in's by default): one entry, one change, the given statuses.
 */
export function statusNotification(
  statuses: { id: string; status: WhatsAppStatus; recipient?: string; error?: { code: number; title: string } }[],
  appSecret: string = STAND_IN_APP_SECRET,
) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: STAND_IN_PHONE_NUMBER_ID },
              statuses: statuses.map((s) => ({
                id: s.id,
                status: s.status,
                timestamp,
                recipient_id: s.recipient ?? '919876543210',
                ...(s.status === 'failed' && s.error
                  ? {
                      errors: [
                        {
                          code: s.error.code,
                          title: s.error.title,
                          message: s.error.title,
                          error_data: { details: s.error.title },
                        },
                      ],
                    }
                  : {}),
              })),
            },
          },
        ],
      },
    ],
  });
  return { body, signature: whatsAppSignature(body, appSecret) };
}
