import clsx from 'clsx';

/** Two thumbnail sizes: small in a shopper's card, large on the admin's detail page. */
const SIZES = {
  sm: { list: 'gap-2', img: 'h-16 w-16' },
  lg: { list: 'gap-3', img: 'h-28 w-28 sm:h-36 sm:w-36' },
} as const;

/**
 * Photos as thumbnails, each a link opening the photo full size in a new tab (tap to enlarge); nothing when there
 * are none. `label` names the list and, numbered, each photo.
 */
export function PhotoThumbnails({
  photos,
  label,
  size = 'sm',
}: {
  photos: readonly { id: string; url: string }[];
  label: string;
  size?: keyof typeof SIZES;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className={clsx('flex flex-wrap', SIZES[size].list)} aria-label={label}>
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            className="block rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-turmeric"
          >
            <img
              src={photo.url}
              alt={`${label} ${i + 1} (opens full size)`}
              className={clsx('rounded-lg object-cover ring-1 ring-stone-200', SIZES[size].img)}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
