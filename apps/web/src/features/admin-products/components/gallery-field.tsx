import { X } from 'lucide-react';
import { useId } from 'react';
import { PRODUCT_MAX_GALLERY_IMAGES } from '@kala/contract/admin-products';
import { SmartImage } from '../../../components/ui/smart-image';
import { ImageUpload } from '../../../components/upload/image-upload';

/**
 * The gallery (sliderImages, spec §2): each upload adds an image; each image can be removed. The widget is emptied
 * after every upload (`value` null), ready for the next.
 */
export function GalleryField({
  images,
  onChange,
  onUploadError,
  error,
  disabled,
}: {
  images: string[];
  onChange: (images: string[]) => void;
  onUploadError: (reason: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const headingId = useId();
  const full = images.length >= PRODUCT_MAX_GALLERY_IMAGES;
  return (
    <fieldset aria-labelledby={headingId} className="space-y-3">
      <legend id={headingId} className="text-sm font-semibold text-ink">
        Gallery images ({images.length} of {PRODUCT_MAX_GALLERY_IMAGES})
      </legend>
      {images.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {images.map((url, index) => (
            <li key={`${url}-${index}`} className="relative">
              <SmartImage src={url} alt={`Gallery image ${index + 1}`} sizes="120px" className="rounded-lg" />
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
                className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white focus-visible:outline-3 focus-visible:outline-turmeric"
              >
                <X aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">Remove gallery image {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      <ImageUpload
        label={full ? 'The gallery is full' : 'Add a gallery image'}
        value={null}
        disabled={disabled || full}
        onUploaded={(url) => onChange([...images, url])}
        onError={onUploadError}
      />
    </fieldset>
  );
}
