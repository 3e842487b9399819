import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '@kala/contract/messages';
import { ConfigError, loadConfig } from '../../config.ts';
import type { OutgoingMessage } from './messaging-provider.ts';
import { createMsg91Provider } from './msg91.ts';
import { startMsg91StandIn } from './msg91-stand-in.ts';
import { createWhatsAppProvider } from './whatsapp.ts';
import { startWhatsAppStandIn } from './whatsapp-stand-in.ts';

/** Issue 28: a Hindi message goes as the Hindi variant of its registered template (decision 046). */
let whatsApp: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
let msg91: Awaited<ReturnType<typeof startMsg91StandIn>>;

beforeAll(async () => {
  [whatsApp, msg91] = await Promise.all([startWhatsAppStandIn(), startMsg91StandIn()]);
});
afterAll(async () => {
  await Promise.all([whatsApp?.close(), msg91?.close()]);
});

const shipped = (language?: 'en' | 'hi'): OutgoingMessage => ({
  to: '9876543210',
  template: 'order_shipped',
  params: { orderNumber: 'KALA-1001', courier: 'Delhivery', awb: 'KALA1234567890', trackUrl: 'https://kala.example/t' },
  ...(language ? { language } : {}),
});

describe('WhatsApp templates in Hindi', () => {
  const provider = (templateNames?: Record<string, string>) =>
    createWhatsAppProvider({
      accessToken: whatsApp.accessToken,
      phoneNumberId: whatsApp.phoneNumberId,
      baseUrl: whatsApp.baseUrl,
      templateNames,
    });

  it('sends the same approved template with the language code hi, the English one with the configured code (en)', async () => {
    await provider().send(shipped('hi'));
    await provider().send(shipped());
    const [hindi, english] = whatsApp.requests.slice(-2).map((r) => r.body.template);
    expect(hindi).toMatchObject({ name: 'order_shipped', language: { code: 'hi' } });
    expect(english).toMatchObject({ name: 'order_shipped', language: { code: 'en' } });
    expect(hindi?.components?.[0]?.parameters?.map((p) => p.text)).toEqual(
      english?.components?.[0]?.parameters?.map((p) => p.text),
    );
  });

  it('uses a Hindi template named apart when the store configured one (order_shipped:hi)', async () => {
    whatsApp.next.push({
      status: 200,
      json: {
        messaging_product: 'whatsapp',
        contacts: [{ input: '919876543210', wa_id: '919876543210' }],
        messages: [{ id: 'wamid.hindi' }],
      },
    });
    await provider({ order_shipped: 'kala_shipped', 'order_shipped:hi': 'kala_shipped_hindi' }).send(shipped('hi'));
    expect(whatsApp.requests.at(-1)?.body.template).toMatchObject({
      name: 'kala_shipped_hindi',
      language: { code: 'hi' },
    });
  });
});

describe('MSG91 (DLT) templates in Hindi', () => {
  it('sends a Hindi message as the Hindi DLT template when one is registered, else as the English one', async () => {
    const withHindi = createMsg91Provider({
      authKey: msg91.authKey,
      baseUrl: msg91.baseUrl,
      templateIds: { ...msg91.templateIds, 'order_shipped:hi': 'hindi-dlt-template-id' },
    });
    msg91.next.push({ status: 200, json: { type: 'success', message: 'hi-request-1' } });
    await withHindi.send(shipped('hi'));
    expect(msg91.requests.at(-1)?.body.template_id).toBe('hindi-dlt-template-id');

    const englishOnly = createMsg91Provider({
      authKey: msg91.authKey,
      baseUrl: msg91.baseUrl,
      templateIds: msg91.templateIds,
    });
    await englishOnly.send(shipped('hi'));
    expect(msg91.requests.at(-1)?.body.template_id).toBe(msg91.templateIds.order_shipped);
  });
});

describe('the text of the templates', () => {
  it('has Hindi words for every template, with the same values in it', () => {
    const params = {
      name: 'Asha',
      orderNumber: 'KALA-1001',
      total: '₹1,250.00',
      confirmUrl: 'https://kala.example/c',
      saving: '₹50.00',
      orderUrl: 'https://kala.example/o',
      courier: 'Delhivery',
      awb: 'AWB1',
      trackUrl: 'https://kala.example/t',
      reason: 'Door locked',
      fixUrl: 'https://kala.example/f',
      pieces: '2 चीज़ें',
      cartUrl: 'https://kala.example/cart',
      unsubscribeUrl: 'https://kala.example/u',
    };
    expect(renderMessage('order_shipped', params, 'hi')).toBe(
      'आपका ऑर्डर KALA-1001 Delhivery से भेज दिया गया है, AWB AWB1। ट्रैक करें: https://kala.example/t',
    );
    expect(renderMessage('cod_confirm', params, 'hi')).toContain('अभी ऑनलाइन भुगतान करें और ₹50.00 बचाएँ');
    expect(renderMessage('order_shipped', params)).toBe(
      'Your order KALA-1001 has shipped with Delhivery, AWB AWB1. Track it: https://kala.example/t',
    );
  });
});

describe('the template maps in the configuration', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }, { inMemoryDatabase: true });

  it('take a Hindi template per variant (order_shipped:hi) and refuse a language the store does not have', () => {
    const config = load({
      MSG91_AUTH_KEY: 'authkey',
      MSG91_TEMPLATES: 'order_shipped=64f0a1b2c3d4e5f6a7b8c9d0, order_shipped:hi=64f0a1b2c3d4e5f6a7b8c9d1',
    });
    expect(config.msg91?.templateIds).toEqual({
      order_shipped: '64f0a1b2c3d4e5f6a7b8c9d0',
      'order_shipped:hi': '64f0a1b2c3d4e5f6a7b8c9d1',
    });
    expect(() => load({ MSG91_AUTH_KEY: 'k', MSG91_TEMPLATES: 'order_shipped:ta=1' })).toThrow(ConfigError);
    expect(() => load({ MSG91_AUTH_KEY: 'k', MSG91_TEMPLATES: 'order_shipped:en=1' })).toThrow(ConfigError);
  });
});
