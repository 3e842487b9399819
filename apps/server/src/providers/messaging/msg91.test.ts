import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessagingError, type OutgoingMessage } from './messaging-provider.ts';
import { createMsg91Provider } from './msg91.ts';
import { startMsg91StandIn } from './msg91-stand-in.ts';

let standIn: Awaited<ReturnType<typeof startMsg91StandIn>>;

beforeAll(async () => {
  standIn = await startMsg91StandIn();
});
afterAll(() => standIn?.close());

const provider = (overrides: Partial<Parameters<typeof createMsg91Provider>[0]> = {}) =>
  createMsg91Provider({
    authKey: standIn.authKey,
    templateIds: standIn.templateIds,
    baseUrl: standIn.baseUrl,
    ...overrides,
  });

const failed: OutgoingMessage = {
  to: '9876543210',
  template: 'delivery_failed',
  params: { name: 'Asha', orderNumber: 'KALA-1001', reason: 'Customer not available', fixUrl: 'https://k/f' },
};

async function failure(promise: Promise<unknown>): Promise<MessagingError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MessagingError);
  return error as MessagingError;
}

describe('MSG91 Flow API, against the stand-in', () => {
  it('sends the DLT-mapped template with the number and the variables, and answers the request id', async () => {
    const sent = await provider().send(failed);
    expect(sent.providerMessageId).toMatch(/^[0-9a-f]{24}$/);
    const call = standIn.requests.at(-1)!;
    expect(call.authkey).toBe(standIn.authKey);
    expect(call.body).toEqual({
      template_id: standIn.templateIds.delivery_failed,
      short_url: '1',
      recipients: [
        {
          mobiles: '919876543210',
          name: 'Asha',
          orderNumber: 'KALA-1001',
          reason: 'Customer not available',
          fixUrl: 'https://k/f',
        },
      ],
    });
  });

  it('does not send a template without a DLT id, and says so', async () => {
    const before = standIn.requests.length;
    const { delivery_failed: _gone, ...others } = standIn.templateIds;
    const error = await failure(provider({ templateIds: others }).send(failed));
    expect(error).toMatchObject({ retryable: false, code: 'no_dlt_template' });
    expect(error.message).toBe('SMS not sent: no MSG91 DLT template id is configured for delivery_failed');
    expect(standIn.requests.length).toBe(before);
  });

  it("passes on MSG91's refusals as final: a wrong authkey, an unknown template, 418", async () => {
    const auth = await failure(provider({ authKey: 'wrong' }).send(failed));
    expect(auth).toMatchObject({ code: '401', retryable: false, message: 'MSG91: Authentication failure' });
    const template = await failure(provider({ templateIds: { delivery_failed: 'nope' } }).send(failed));
    expect(template).toMatchObject({ code: '400', retryable: false, message: 'MSG91: Invalid template id' });
    standIn.next.push({ status: 418, json: { type: 'error', message: 'IP not whitelisted' } });
    expect(await failure(provider().send(failed))).toMatchObject({ code: '418', retryable: false });
  });

  it('calls a 5xx, a 429 and an answer without a request id retryable', async () => {
    standIn.next.push({ status: 502, json: {} });
    expect(await failure(provider().send(failed))).toMatchObject({ code: '502', retryable: true });
    standIn.next.push({ status: 429, json: { type: 'error', message: 'Too many requests' } });
    expect(await failure(provider().send(failed))).toMatchObject({ retryable: true });
    standIn.next.push({ status: 200, json: { type: 'success' } });
    expect(await failure(provider().send(failed))).toMatchObject({ retryable: true });
  });

  it('calls a type error in a 200 final', async () => {
    standIn.next.push({ status: 200, json: { type: 'error', message: 'Insufficient balance' } });
    expect(await failure(provider().send(failed))).toMatchObject({
      retryable: false,
      message: 'MSG91: Insufficient balance',
    });
  });

  it('gives up on a call that is not answered in time, retryable', async () => {
    standIn.next.push({ hang: true });
    const error = await failure(provider({ timeoutMs: 300 }).send(failed));
    expect(error).toMatchObject({ retryable: true, message: 'MSG91 did not answer within 0.3 s' });
  });
});
