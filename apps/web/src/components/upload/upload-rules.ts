/**
 * What the image upload widget accepts (spec §5 and architecture §6.5: one upload limit, 10 MB, JPEG/PNG/WebP),
 * checked in the browser so a wrong file is refused before it is sent. The server checks the same again, by the
 * file's bytes; these checks only save an admin a wasted upload.
 */
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@kala/contract/uploads';

export { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES };

/** The reason a picked file cannot be uploaded, or null when it may be sent. */
export function imageFileProblem(file: File | null | undefined): string | null {
  if (!file) return UPLOAD_MESSAGES.noFile;
  if (!file.type.startsWith('image/')) return UPLOAD_MESSAGES.notImage;
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.badFormat;
  // "less than 10MB": exactly 10 MB is still allowed, as the server allows it.
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
