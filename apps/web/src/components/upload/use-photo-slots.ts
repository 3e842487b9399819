import { useEffect, useRef, useState } from 'react';
import { uploadErrorText } from './upload-image';
import { imageFileProblem } from './upload-rules';

/** What a photos endpoint answers for one stored photo (a claim's or a review's): its id and where it is shown. */
export interface StoredPhoto {
  id: string;
  url: string;
}

/** A photo of the form being written: on its way up (with a preview of the chosen file) or uploaded. */
export type PhotoSlot<P extends StoredPhoto = StoredPhoto> =
  { key: string; state: 'uploading'; preview: string | null; name: string } | { key: string; state: 'ready'; photo: P };

export interface PhotoSlotsOptions<P extends StoredPhoto> {
  /** Sends one file to the feature's photos endpoint; rejects with an ApiError (or an AbortError when cancelled). */
  upload: (file: File, signal: AbortSignal) => Promise<P>;
  /** The most photos the form takes (the contract's constant). */
  max: number;
  /** What is said when more files are chosen than there is room for (the contract's message). */
  tooManyMessage: string;
  /** Photos already on the thing being edited. */
  initial?: readonly P[];
}

let nextKey = 0;
const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

/**
 * The photos chosen for a form, each sent at once to the feature's photos endpoint (the server judges the bytes), up
 * to `max`. A file refused here (not an image, over 10 MB) or by the server is left out and `problem` says why;
 * leaving the form cancels uploads still running.
 */
export function usePhotoSlots<P extends StoredPhoto>({
  upload,
  max,
  tooManyMessage,
  initial = [],
}: PhotoSlotsOptions<P>) {
  const [slots, setSlots] = useState<PhotoSlot<P>[]>(() =>
    initial.map((photo) => ({ key: photo.id, state: 'ready', photo })),
  );
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
    const room = max - slots.length;
    if (files.length > room) setProblem(tooManyMessage);
    for (const file of files.slice(0, Math.max(0, room))) {
      const refused = imageFileProblem(file);
      if (refused) {
        setProblem(refused);
        continue;
      }
      const key = `new-${(nextKey += 1)}`;
      const preview = previewOf(file);
      const controller = new AbortController();
      running.current.set(key, controller);
      setSlots((current) => [...current, { key, state: 'uploading', preview, name: file.name }]);
      const settle = () => {
        running.current.delete(key);
        if (preview) URL.revokeObjectURL(preview);
      };
      upload(file, controller.signal).then(
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
    setSlots((current) => {
      const gone = current.find((s) => s.key === key);
      if (gone?.state === 'uploading' && gone.preview) URL.revokeObjectURL(gone.preview);
      return current.filter((s) => s.key !== key);
    });
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

/** What usePhotoSlots hands a form: the slots and what the picker calls to change them. */
export type PhotoSlots<P extends StoredPhoto = StoredPhoto> = ReturnType<typeof usePhotoSlots<P>>;
