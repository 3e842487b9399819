import { useEffect, useRef, useState } from 'react';
import { REVIEW_MESSAGES, REVIEW_PHOTOS_MAX, type ReviewPhoto } from '@kala/contract/reviews';
import { uploadErrorText } from '../../../components/upload/upload-image';
import { imageFileProblem } from '../../../components/upload/upload-rules';
import { uploadReviewPhoto } from '../api/upload-review-photo';

/** A photo of the review being written: on its way up (with the chosen file's preview) or uploaded. */
export type PhotoSlot =
  | { key: string; state: 'uploading'; preview: string | null; name: string }
  | { key: string; state: 'ready'; photo: ReviewPhoto };

let nextKey = 0;
const preview = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

/**
 * The review's photos: those already on it (when editing) and the ones chosen now, each sent at once to the photos
 * endpoint (its checks run on the server), up to REVIEW_PHOTOS_MAX. A file refused here (not an image, too large)
 * or by the server is left out and `problem` says why.
 */
export function usePhotoSlots(initial: ReviewPhoto[]) {
  const [slots, setSlots] = useState<PhotoSlot[]>(() =>
    initial.map((photo) => ({ key: photo.id, state: 'ready', photo })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const live = useRef(true);
  const uploads = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = uploads.current;
    live.current = true;
    return () => {
      live.current = false;
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const add = (files: File[]) => {
    setProblem(null);
    const room = REVIEW_PHOTOS_MAX - slots.length;
    if (files.length > room) setProblem(REVIEW_MESSAGES.tooManyPhotos);
    for (const file of files.slice(0, Math.max(0, room))) {
      const refused = imageFileProblem(file);
      if (refused) {
        setProblem(refused);
        continue;
      }
      const key = `new-${(nextKey += 1)}`;
      const shown = preview(file);
      const controller = new AbortController();
      uploads.current.set(key, controller);
      setSlots((current) => [...current, { key, state: 'uploading', preview: shown, name: file.name }]);
      uploadReviewPhoto(file, controller.signal).then(
        (photo) => {
          uploads.current.delete(key);
          if (shown) URL.revokeObjectURL(shown);
          if (!live.current) return;
          setSlots((current) => current.map((s) => (s.key === key ? { key, state: 'ready', photo } : s)));
        },
        (error: unknown) => {
          uploads.current.delete(key);
          if (shown) URL.revokeObjectURL(shown);
          if (!live.current || (error as Error).name === 'AbortError') return;
          setSlots((current) => current.filter((s) => s.key !== key));
          setProblem(uploadErrorText(error));
        },
      );
    }
  };

  const remove = (key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    setProblem(null);
    setSlots((current) => {
      const gone = current.find((s) => s.key === key);
      if (gone?.state === 'uploading' && gone.preview) URL.revokeObjectURL(gone.preview);
      return current.filter((s) => s.key !== key);
    });
  };

  const uploading = slots.some((s) => s.state === 'uploading');
  const photoIds = slots.flatMap((s) => (s.state === 'ready' ? [s.photo.id] : []));
  return { slots, add, remove, problem, uploading, photoIds };
}
