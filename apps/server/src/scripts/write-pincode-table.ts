/**
 * `npm run pincodes -w @kala/server`: writes `modules/shipping/pincodes.tsv`, the compact PIN-code table the server
 * reads, from the data packages (development dependencies) and the corrections (decision 006). Run it after changing
 * either, and commit the file: `pincode-table-file.test.ts` fails while it is out of date.
 */
import { writeFile } from 'node:fs/promises';
import { PINCODE_TABLE_PATH } from '../paths.ts';
import { pincodeTableFileFromSources } from '../modules/shipping/pincode-sources.ts';

const text = await pincodeTableFileFromSources();
await writeFile(PINCODE_TABLE_PATH, text);
console.log(`wrote ${PINCODE_TABLE_PATH} (${(text.length / 1024).toFixed(0)} KiB)`);
