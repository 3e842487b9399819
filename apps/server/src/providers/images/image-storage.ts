/**
 * Where uploaded images go (architecture §5): the server's own disk by default (`local-storage.ts`), Cloudinary when
 * configured (`cloudinary.ts`). Both receive an image the uploads module has already judged by its bytes (a JPEG,
 * PNG or WebP of sane dimensions); each answers the URL the store then keeps on the product.
 */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** An upload whose bytes were checked: its real format and its dimensions as its header states them. */
export interface CheckedImage {
  bytes: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

export interface StoredImage {
  /** What the product keeps: `/uploads/...webp` (srcset by the contract's naming rule) or Cloudinary's secure_url. */
  url: string;
  width: number;
  height: number;
  format: string;
  /** Size of the stored file (the largest variant for local storage). */
  bytes: number;
}

export interface ImageStorage {
  readonly name: 'local' | 'cloudinary';
  store(image: CheckedImage, options?: { folder?: string | undefined }): Promise<StoredImage>;
}

/**
 * A storage failure the admin should hear about. `refused`: the image itself was refused (the host said it is not a
 * usable image, or it could not be decoded): the admin's to fix. `unavailable`: the host failed, timed out or is
 * misconfigured: nothing the admin can change by choosing another file.
 */
export class ImageStorageError extends Error {
  readonly kind: 'refused' | 'unavailable';

  constructor(kind: 'refused' | 'unavailable', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}
