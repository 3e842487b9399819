import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * The server's own directory (apps/server) and the files it reads beside its code. The server runs either from its
 * sources (src/, tests and `npm run dev`) or from the bundle `npm run build` writes (dist/, what `npm start` and a
 * deployment run: decision 017). Both sit directly in apps/server, and the bundle is flat (every chunk in dist/), so
 * one step up from whichever file holds this code is apps/server in both; a path relative to a module's own place
 * would be wrong in the bundle, where that module is part of a chunk.
 */
export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

const fromServer = (...parts: string[]) => path.join(SERVER_DIR, ...parts);

/** drizzle-kit's SQL migrations, applied at start. */
export const MIGRATIONS_DIR = fromServer('src/db/migrations');
/** The PIN-code table (decision 006), read on first use. */
export const PINCODE_TABLE_PATH = fromServer('src/modules/shipping/pincodes.tsv');
/** The most common passwords of the public breach lists. */
export const COMMON_PASSWORDS_PATH = fromServer('src/modules/auth/common-passwords.txt');
/** The fonts the PDFs embed (Noto Sans, SIL OFL 1.1: it has ₹ and Devanagari), read once when first needed. */
export const DOCUMENT_FONTS_DIR = fromServer('src/modules/invoices/documents/fonts');
/** Where `npm run build` draws the demo pictures once (build output, ignored by git). */
export const DEMO_IMAGE_CACHE = fromServer('.cache/demo-images');
/** The web app's build (apps/web/dist, its server renderer in apps/web/dist-ssr beside it). */
export const WEB_DIST_DIR = fromServer('../web/dist');
