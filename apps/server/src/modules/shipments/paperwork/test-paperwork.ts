import { PDFParse } from 'pdf-parse';
import type { TestApp } from '../../../test/test-app.ts';

/** Helpers of the paperwork suites: a request that answers the raw bytes, and a PDF's text and page count. */

export async function fetchRaw(
  t: TestApp,
  who: { headers: Record<string, string> } | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

export async function readPdf(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/[ \t]+/g, ' '), pages: result.total };
  } finally {
    await parser.destroy();
  }
}
