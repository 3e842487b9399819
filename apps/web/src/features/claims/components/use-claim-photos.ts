import { useEffect, useRef, useState } from 'react';
import { CLAIM_MESSAGES, CLAIM_PHOTOS_MAX, type ClaimPhoto } from '@kala/contract/claims';
import { uploadErrorText } from '../../../components/upload/upload-image';
import { imageFileProblem } from '../../../components/upload/upload-rules';
import { uploadClaimPhoto } from '../api/claims';

/** A photo of the report or reply being written: on its way up (with a preview of the file) or uploaded. */
export type PhotoSlot =
  | { key: string; state: 'uploading'; preview: string | null; name: string }
  | { key: string; state: 'ready'; photo: ClaimPhoto };

let nextKey = 0;
const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

/**
 * The photos chosen for a report or reply, each sent at once to the claim photos endpoint (the server judges the
 * bytes), up to CLAIM_PHOTOS_MAX. A file refused here (not an image, over 10 MB) or by the server is left out and
 * `problem` says why; leaving the form cancels uploads still running.
 */
export function useClaimPhotos() {
  const [slots, setSlots] = useState<PhotoSlot[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const live = useRef(true);
  const running = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const uploads = running.current;
    live.current = true;
    return () => {
      live.current = false;
      for (const controller of uploads.values()) controller.abort();
    };
  }, []);

  const add = (files: File[]) => {
    setProblem(null);
    const room = CLAIM_PHOTOS_MAX - slots.length;
    if (files.length > room) setProblem(CLAIM_MESSAGES.tooManyPhotos);
    for (const file of files.slice(0, Math.max(0, room))) {
      const refused = imageFileProblem(file);
      if (refused) {
        setProblem(refused);
        continue;
      }
      const key = `photo-${(nextKey += 1)}`;
      const preview = previewOf(file);
      const controller = new AbortController();
      running.current.set(key, controller);
      setSlots((current) => [...current, { key, state: 'uploading', preview, name: file.name }]);
      const settle = () => {
        running.current.delete(key);
        if (preview) URL.revokeObjectURL(preview);
      };
      uploadClaimPhoto(file, controller.signal).then(
        (photo) => {
          settle();
          if (live.current)
            setSlots((current) => current.map((s) => (s.key === key ? { key, state: 'ready', photo } : s)));
        },
        (error: unknown) => {
          settle();
          if (!live.current || (error as Error).name === 'AbortError') return;
          setSlots((current) => current.filter((s) => s.key !== key));
          setProblem(uploadErrorText(error));
        },
      );
    }
  };

  const remove = (key: string) => {
    running.current.get(key)?.abort();
    running.current.delete(key);
    setProblem(null);
    setSlots((current) => current.filter((s) => s.key !== key));
  };

  const reset = () => {
    setSlots([]);
    setProblem(null);
  };

  return {
    slots,
    add,
    remove,
    reset,
    problem,
    uploading: slots.some((s) => s.state === 'uploading'),
    photoIds: slots.flatMap((s) => (s.state === 'ready' ? [s.photo.id] : [])),
  };
}
