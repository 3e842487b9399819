import { z } from 'zod';
import { ShippingProviderError } from './shipping-provider.ts';

/**
 * Shiprocket's label and manifest files (issue 24 item 6): its `courier/generate/label` and `manifests/generate`
 * calls answer a link to a PDF (on its public S3), which is fetched here, with a timeout, and checked to be a PDF
 * before the admin gets it.
 */

export const labelsAnswerSchema = z.object({
  label_created: z.number().optional(),
  label_url: z.string().optional(),
  response: z.string().optional(),
  message: z.string().optional(),
});

export const manifestAnswerSchema = z.object({
  status: z.number().optional(),
  manifest_url: z.string().optional(),
  message: z.string().optional(),
});

/** Largest file accepted: a label sheet of a hundred parcels is a few hundred KB. */
const MAX_BYTES = 20 * 1024 * 1024;

export async function fetchShiprocketPdf(what: string, url: string, timeoutMs: number): Promise<Buffer> {
  let response: Response;
  let bytes: Buffer;
  try {
    if (!/^https?:\/\//.test(url)) throw new Error('not an http(s) link');
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    bytes = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ShippingProviderError(
      timedOut
        ? `Shiprocket's ${what} file did not arrive within ${timeoutMs} ms`
        : `Shiprocket's ${what} file could not be fetched: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  if (!response.ok) throw new ShippingProviderError(`Shiprocket's ${what} file answered ${response.status}`);
  if (bytes.length > MAX_BYTES || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new ShippingProviderError(`Shiprocket's ${what} file is not a PDF`);
  }
  return bytes;
}
