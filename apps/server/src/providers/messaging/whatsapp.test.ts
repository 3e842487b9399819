import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessagingError, type OutgoingMessage } from './messaging-provider.ts';
import { createWhatsAppProvider } from './whatsapp.ts';
import { graphError, startWhatsAppStandIn, statusNotification } from './whatsapp-stand-in.ts';
import {
  validWhatsAppSignature,
  whatsAppChallenge,
  whatsAppSignature,
  whatsAppStatusUpdates,
} from './whatsapp-webhook.ts';

let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;

beforeAll(async () => {
  standIn = await startWhatsAppStandIn();
});
afterAll(() => standIn?.close());

const provider = (overrides: Partial<Parameters<typeof createWhatsAppProvider>[0]> = {}) =>
  createWhatsAppProvider({
    accessToken: standIn.accessToken,
    phoneNumberId: standIn.phoneNumberId,
    baseUrl: standIn.baseUrl,
    ...overrides,
  });

const shipped: OutgoingMessage = {
  to: '9876543210',
  template: 'order_shipped',
  params: { orderNumber: 'KALA-1001', courier: 'Delhivery', awb: 'KALA1234567890', trackUrl: 'https://kala.example/t' },
};

async function failure(promise: Promise<unknown>): Promise<MessagingError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MessagingError);
  return error as MessagingError;
}

describe('WhatsApp Cloud API, against the stand-in', () => {
  it('sends an approved template with its body parameters in order and answers the wamid', async () => {
    const sent = await provider().send(shipped);
    expect(sent.providerMessageId).toMatch(/^wamid\./);
    const call = standIn.requests.at(-1)!;
    expect(call.path).toBe(`/v23.0/${standIn.phoneNumberId}/messages`);
    expect(call.authorization).toBe(`Bearer ${standIn.accessToken}`);
    expect(call.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'order_shipped',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'KALA-1001' },
              { type: 'text', text: 'Delhivery' },
              { type: 'text', text: 'KALA1234567890' },
              { type: 'text', text: 'https://kala.example/t' },
            ],
          },
        ],
      },
    });
  });

  it('sends the variant with the optional saving, and the configured template name', async () => {
    const message: OutgoingMessage = {
      to: '9876543210',
      template: 'cod_confirm',
      params: { name: 'Asha\nVerma', orderNumber: 'KALA-7', total: '₹1,250', confirmUrl: 'https://k/c', saving: '₹50' },
    };
    await provider().send(message);
    const body = standIn.requests.at(-1)!.body;
    expect(body.template?.name).toBe('cod_confirm_with_saving');
    // WhatsApp refuses a parameter with a new line: it is sent on one line.
    expect(body.template?.components?.[0]?.parameters?.map((p) => p.text)).toEqual([
      'Asha Verma',
      'KALA-7',
      '₹1,250',
      'https://k/c',
      '₹50',
    ]);

    const renamed = await failure(provider({ templateNames: { order_shipped: 'kala_shipped_v2' } }).send(shipped));
    expect(standIn.requests.at(-1)!.body.template?.name).toBe('kala_shipped_v2');
    expect(renamed).toMatchObject({ code: '132001', retryable: false, unreachable: false });
    expect(renamed.message).toContain('Template name does not exist');
  });

  it('calls an expired token (190) and an unknown phone number id (100) final, not retryable', async () => {
    const expired = await failure(provider({ accessToken: 'EAAexpired' }).send(shipped));
    expect(expired).toMatchObject({ code: '190', retryable: false });
    expect(expired.message).toContain('Error validating access token');
    const unknownNumber = await failure(provider({ phoneNumberId: '999' }).send(shipped));
    expect(unknownNumber).toMatchObject({ code: '100', retryable: false });
  });

  it('calls the wrong number of parameters (132000) final', async () => {
    const error = await failure(provider().send({ ...shipped, params: { ...shipped.params, awb: '' } }));
    expect(error).toMatchObject({ code: '132000', retryable: false });
  });

  it('calls a rate limit (130429) and a 5xx retryable, and an undeliverable number (131026) unreachable', async () => {
    standIn.next.push({ status: 400, json: graphError(130429, '(#130429) Rate limit hit') });
    expect(await failure(provider().send(shipped))).toMatchObject({ code: '130429', retryable: true });
    standIn.next.push({ status: 503, json: {} });
    expect(await failure(provider().send(shipped))).toMatchObject({ code: '503', retryable: true });
    standIn.next.push({
      status: 400,
      json: graphError(131026, '(#131026) Message undeliverable', 'OAuthException', 'Receiver is incapable'),
    });
    expect(await failure(provider().send(shipped))).toMatchObject({
      code: '131026',
      retryable: false,
      unreachable: true,
    });
    standIn.next.push({ status: 400, json: graphError(131047, '(#131047) Re-engagement message') });
    expect(await failure(provider().send(shipped))).toMatchObject({ unreachable: true, retryable: false });
  });

  it('gives up on a call that is not answered in time, retryable', async () => {
    standIn.next.push({ hang: true });
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 300 }).send(shipped));
    expect(error).toMatchObject({ retryable: true, message: 'WhatsApp did not answer within 0.3 s' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('never puts the phone number in an error message', async () => {
    standIn.next.push({ status: 400, json: graphError(131009, '(#131009) Recipient +91 98765 43210 is not valid') });
    const error = await failure(provider().send(shipped));
    expect(error.message).not.toMatch(/98765/);
    expect(error.message).toContain('[phone]');
  });
});

describe('WhatsApp webhook helpers', () => {
  it("checks Meta's signature of the raw body in constant time", () => {
    const { body, signature } = statusNotification([{ id: 'wamid.A', status: 'delivered' }]);
    expect(validWhatsAppSignature(body, signature, standIn.appSecret)).toBe(true);
    expect(validWhatsAppSignature(`${body} `, signature, standIn.appSecret)).toBe(false);
    expect(validWhatsAppSignature(body, whatsAppSignature(body, 'another-secret'), standIn.appSecret)).toBe(false);
    expect(validWhatsAppSignature(body, 'sha256=short', standIn.appSecret)).toBe(false);
  });

  it('echoes the challenge only for subscribe with the right verify token', () => {
    const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'my-verify-token', 'hub.challenge': '1158201444' };
    expect(whatsAppChallenge(query, 'my-verify-token')).toBe('1158201444');
    expect(whatsAppChallenge({ ...query, 'hub.verify_token': 'wrong' }, 'my-verify-token')).toBeUndefined();
    expect(whatsAppChallenge({ ...query, 'hub.mode': 'unsubscribe' }, 'my-verify-token')).toBeUndefined();
    expect(whatsAppChallenge(query, undefined)).toBeUndefined();
  });

  it('reads the statuses of a notification, a failure with its first error', () => {
    const { body } = statusNotification([
      { id: 'wamid.A', status: 'read' },
      { id: 'wamid.B', status: 'failed', error: { code: 131026, title: 'Message undeliverable' } },
    ]);
    expect(whatsAppStatusUpdates(JSON.parse(body))).toEqual([
      { providerMessageId: 'wamid.A', status: 'read' },
      {
        providerMessageId: 'wamid.B',
        status: 'failed',
        error: { code: 131026, title: 'Message undeliverable' },
      },
    ]);
    expect(whatsAppStatusUpdates({ entry: [{ changes: [{ value: { messages: [{}] } }] }] })).toEqual([]);
    expect(whatsAppStatusUpdates('nonsense')).toBeUndefined();
  });
});
