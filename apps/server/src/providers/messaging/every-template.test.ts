import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES, MESSAGE_TEMPLATE_NAMES, renderMessage } from '@kala/contract/messages';
import { createMsg91Provider } from './msg91.ts';
import { startMsg91StandIn } from './msg91-stand-in.ts';
import { createWhatsAppProvider } from './whatsapp.ts';
import { startWhatsAppStandIn } from './whatsapp-stand-in.ts';

/** Every message of the catalogue, each variant, through each provider's stand-in (issue 25 item 7). */
let wa: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
let sms: Awaited<ReturnType<typeof startMsg91StandIn>>;

beforeAll(async () => {
  wa = await startWhatsAppStandIn();
  sms = await startMsg91StandIn();
});
afterAll(async () => {
  await wa?.close();
  await sms?.close();
});

const cases = MESSAGE_TEMPLATE_NAMES.flatMap((template) => {
  const spec: { params: readonly string[]; optional: readonly string[] } = MESSAGE_TEMPLATES[template];
  const base = Object.fromEntries(spec.params.map((name) => [name, `${name}-value`]));
  const full = { ...base, ...Object.fromEntries(spec.optional.map((name) => [name, '₹50'])) };
  return spec.optional.length
    ? [
        { template, params: base },
        { template, params: full },
      ]
    : [{ template, params: base }];
});

describe('every template', () => {
  it.each(cases)(
    '$template goes by WhatsApp and by SMS, with every parameter in its text',
    async ({ template, params }) => {
      const whatsapp = createWhatsAppProvider({
        accessToken: wa.accessToken,
        phoneNumberId: wa.phoneNumberId,
        baseUrl: wa.baseUrl,
      });
      const text = createMsg91Provider({ authKey: sms.authKey, templateIds: sms.templateIds, baseUrl: sms.baseUrl });
      const message = { to: '9876543210', template, params };
      expect((await whatsapp.send(message)).providerMessageId).toMatch(/^wamid\./);
      expect((await text.send(message)).providerMessageId).toMatch(/^[0-9a-f]{24}$/);
      const english = renderMessage(template, params as never);
      for (const value of Object.values(params)) expect(english).toContain(value);
      expect(english.length).toBeLessThan(400);
    },
  );
});
