import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }, { inMemoryDatabase: true });

describe('the messaging settings', () => {
  it('turns WhatsApp on with its token and phone number id together, and reads the template maps', () => {
    const config = load({
      WHATSAPP_ACCESS_TOKEN: 'EAAtoken',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TEMPLATES: 'order_shipped=kala_shipped, cod_confirm_with_saving=kala_cod_save',
      MSG91_AUTH_KEY: 'authkey',
      MSG91_TEMPLATES: 'order_shipped=64f0a1b2c3d4e5f6a7b8c9d0',
    });
    expect(config.whatsapp).toMatchObject({
      phoneNumberId: '106540352242922',
      graphVersion: 'v23.0',
      languageCode: 'en',
      templateNames: { order_shipped: 'kala_shipped', cod_confirm_with_saving: 'kala_cod_save' },
    });
    expect(config.msg91?.templateIds).toEqual({ order_shipped: '64f0a1b2c3d4e5f6a7b8c9d0' });
    expect(load({}).whatsapp).toBeUndefined();
    expect(load({}).msg91).toBeUndefined();
  });

  it('stops the start on a half-set WhatsApp, an unknown template or MSG91 ids without a key', () => {
    expect(() => load({ WHATSAPP_ACCESS_TOKEN: 'EAAtoken' })).toThrow(
      'WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together',
    );
    expect(() => load({ MSG91_AUTH_KEY: 'k', MSG91_TEMPLATES: 'order_lost=1' })).toThrow(ConfigError);
    expect(() => load({ MSG91_AUTH_KEY: 'k', MSG91_TEMPLATES: 'order_lost=1' })).toThrow(
      /MSG91_TEMPLATES: 'order_lost=1'/,
    );
    expect(() => load({ MSG91_TEMPLATES: 'order_shipped=1' })).toThrow('MSG91_TEMPLATES needs MSG91_AUTH_KEY');
    expect(() => load({ WHATSAPP_GRAPH_VERSION: '23' })).toThrow(/WHATSAPP_GRAPH_VERSION/);
  });
});
