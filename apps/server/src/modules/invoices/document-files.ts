import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderInvoicePdf } from './documents/invoice-pdf.ts';
import type { StoredDocument } from './issue-document.ts';

/**
 * Each issued document's PDF, made once (issue 24: "PDFs ... cached once made"): the first request renders it and
 * stores the bytes under DATA_DIR/documents/<id>.pdf (written to a temporary name, then renamed, so a reader never
 * sees half a file); later requests and the shipped mail read the file. A document never changes once issued (item
 * 8), so the file never goes stale. Requests for one document at the same moment share one render.
 */
export function createDocumentFiles(dir: string, render: typeof renderInvoicePdf = renderInvoicePdf) {
  const inFlight = new Map<string, Promise<Buffer>>();

  async function make(stored: StoredDocument, file: string): Promise<Buffer> {
    const pdf = await render(stored.document);
    await mkdir(dir, { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, pdf);
    await rename(temporary, file);
    return pdf;
  }

  return {
    async pdfOf(stored: StoredDocument): Promise<Buffer> {
      const file = path.join(dir, `${stored.id}.pdf`);
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      let pending = inFlight.get(stored.id);
      if (!pending) {
        pending = make(stored, file).finally(() => inFlight.delete(stored.id));
        inFlight.set(stored.id, pending);
      }
      return pending;
    },
  };
}

export type DocumentFiles = ReturnType<typeof createDocumentFiles>;
