/**
 * The upload rules and the spec's words for them (spec §5 Image upload, §8 Upload; architecture §6.5: one limit,
 * 10 MB, JPEG, PNG and WebP), for both sides: the web widget checks them before sending, and the server's check, by
 * the file's bytes, is the one that counts.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const UPLOAD_MESSAGES = {
  noFile: 'No file provided',
  notImage: 'File must be an image',
  tooLarge: 'File size must be less than 10MB',
  badFormat: `Please select a valid image file (${ACCEPTED_IMAGE_TYPES.join(', ')})`,
  failed: 'Upload failed',
  success: 'Upload successful!',
  tooManyPixels: 'Image dimensions are too large: at most 40 megapixels (for example 8000 × 5000 pixels)',
  damaged: 'The image could not be read. It may be damaged.',
  oneFile: 'Only one file can be uploaded at a time',
  badForm: 'Upload failed: the form data could not be read',
  badFolder: 'Folder may only hold letters, numbers, -, _ and / (at most 100 characters)',
  busy: 'Too many uploads at once. Please try again in a moment.',
} as const;
