import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalMessages } from './local-messages.ts';

describe('the local messages default', () => {
  it('writes each message as a readable JSON file with the English text, and no scratch file left', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'kala-messages-')), 'messages');
    const at = Date.parse('2025-08-01T10:00:00.000Z');
    const local = createLocalMessages({ dir, now: () => at });
    const sent = await local.send({
      to: '9876543210',
      template: 'cod_confirm',
      params: { name: 'Asha', orderNumber: 'KALA-1001', total: '₹1,250', confirmUrl: 'https://k/c', saving: '₹50' },
    });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2025-08-01T10-00-00-000Z-cod_confirm-local-[0-9a-f]{16}\.json$/);
    const record = JSON.parse(readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(record).toMatchObject({
      id: sent.providerMessageId,
      channel: 'local',
      to: '9876543210',
      template: 'cod_confirm',
      providerTemplate: 'cod_confirm_with_saving',
      at: '2025-08-01T10:00:00.000Z',
    });
    expect(record.text).toBe(
      'Hi Asha, thank you for your order KALA-1001 of ₹1,250 (cash on delivery). Please confirm it so we can pack ' +
        'it: https://k/c Pay now online and save ₹50: same link.',
    );
  });
});
