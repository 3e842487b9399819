import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messageVariant, renderMessage } from '@kala/contract/messages';
import type { MessagingProvider } from './messaging-provider.ts';

/**
 * The local default of a store with neither WhatsApp nor MSG91 configured (issue 25 item 1), as the mailer files
 * `.eml`s in DATA_DIR/mail: each message becomes a JSON file in DATA_DIR/messages (channel, to, template, its
 * parameters, the text in the message's language, the time), named by time so a listing reads in order. Written to a dot-named file
 * first and renamed, so a reader never sees half of one.
 */
export function createLocalMessages(options: { dir: string; now?: () => number }): MessagingProvider {
  const now = options.now ?? Date.now;
  return {
    channel: 'local',
    async send(message) {
      const at = new Date(now());
      const id = `local-${randomBytes(8).toString('hex')}`;
      const record = {
        id,
        channel: 'local',
        to: message.to,
        template: message.template,
        providerTemplate: messageVariant(message.template, message.params).key,
        params: message.params,
        language: message.language ?? 'en',
        text: renderMessage(message.template, message.params as never, message.language),
        at: at.toISOString(),
      };
      await mkdir(options.dir, { recursive: true });
      const name = `${at.toISOString().replace(/[:.]/g, '-')}-${message.template}-${id}.json`;
      const scratch = path.join(options.dir, `.${name}.tmp`);
      await writeFile(scratch, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
      await rename(scratch, path.join(options.dir, name));
      return { providerMessageId: id };
    },
  };
}
