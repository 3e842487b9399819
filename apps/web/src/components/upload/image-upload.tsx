/* eslint-disable lingui/no-unlocalized-strings -- the admin's image upload widget (admin-products' form and gallery):
   the admin panel stays English (issue 28). Shoppers' photos go through photo-picker.tsx, which is translated. */
import clsx from 'clsx';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { buttonClass } from '../ui/button';
import { SmartImage } from '../ui/smart-image';
import { uploadErrorText, uploadImage } from './upload-image';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem, UPLOAD_MESSAGES } from './upload-rules';

export interface ImageUploadProps {
  /** The file input's id, so a form can point at it (e.g. from an error summary). */
  id?: string;
  label: string;
  /** The image's current URL (an earlier upload), shown as the preview until another is chosen. */
  value?: string | null;
  onUploaded: (url: string) => void;
  /** Told the reason when a file is refused or the upload fails (the widget shows it too). */
  onError?: (reason: string) => void;
  disabled?: boolean;
}

/** Spec §2: the progress bar resets about 1 second after the upload finishes. */
const PROGRESS_RESET_MS = 1000;

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done'; url: string }
  | { kind: 'failed'; reason: string };

/**
 * The admin's image upload widget (spec §2): drop an image on it or browse for one, see a preview and the upload's
 * progress, then 'Upload successful!' with the resulting URL. The file input is a real, labelled <input type=file>,
 * so keyboard and screen-reader users pick files the way they always do; dropping is an extra for pointer users.
 */
export function ImageUpload({ id, label, value, onUploaded, onError, disabled = false }: ImageUploadProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-file`;
  const hintId = `${inputId}-hint`;
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [progress, setProgress] = useState<number | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callbacks, so an upload that finishes after a re-render calls the current ones.
  const callbacks = useRef({ onUploaded, onError });
  callbacks.current = { onUploaded, onError };

  const uploading = phase.kind === 'uploading';
  const blocked = disabled || uploading;

  // An unmounted widget stops its upload, its timer and frees its preview.
  useEffect(
    () => () => {
      abortRef.current?.abort();
      clearTimeout(resetTimer.current);
    },
    [],
  );
  // The form set another image (a reset, another product): the last upload's outcome no longer describes it.
  useEffect(() => {
    setPhase((current) => (current.kind === 'done' && current.url !== value ? { kind: 'idle' } : current));
  }, [value]);
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const fail = (reason: string) => {
    setPhase({ kind: 'failed', reason });
    setProgress(null);
    callbacks.current.onError?.(reason);
  };

  const start = (file: File | null | undefined) => {
    if (blocked) return;
    clearTimeout(resetTimer.current);
    const problem = imageFileProblem(file);
    if (problem || !file) {
      fail(problem ?? UPLOAD_MESSAGES.noFile);
      return;
    }
    setLocalPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    setPhase({ kind: 'uploading', percent: 0 });
    setProgress(0);
    const controller = new AbortController();
    abortRef.current = controller;
    uploadImage(file, {
      signal: controller.signal,
      onProgress: (percent) => {
        setProgress(percent);
        setPhase({ kind: 'uploading', percent });
      },
    }).then(
      (image) => {
        abortRef.current = null;
        setPhase({ kind: 'done', url: image.url });
        setProgress(100);
        resetTimer.current = setTimeout(() => setProgress(null), PROGRESS_RESET_MS);
        callbacks.current.onUploaded(image.url);
      },
      (error: unknown) => {
        abortRef.current = null;
        if ((error as Error).name === 'AbortError') return;
        fail(uploadErrorText(error));
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (blocked) return;
    start(event.dataTransfer.files[0]);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
    if (!blocked) setDragging(true);
  };

  // The preview: the file being sent while it uploads (or if it failed), else the uploaded or current image.
  const uploadedUrl = phase.kind === 'done' ? phase.url : null;
  const shownUrl = uploadedUrl ?? value ?? null;
  const showLocal = localPreview && (phase.kind === 'uploading' || (phase.kind === 'failed' && !shownUrl));

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-stretch">
        <div
          onDragOver={onDragOver}
          onDragEnter={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-dragging={dragging || undefined}
          className={clsx(
            'flex min-h-36 flex-1 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed p-4 text-center transition-colors',
            dragging
              ? 'border-clay bg-sand/70'
              : disabled
                ? 'border-stone-300 bg-stone-100'
                : 'border-stone-300 bg-white',
            'has-[input:focus-visible]:border-clay',
          )}
        >
          <ImageUp aria-hidden="true" className="h-7 w-7 text-clay" />
          <p id={hintId} className="text-sm text-muted">
            Drag and drop an image here, or choose one. JPEG, PNG or WebP, up to 10MB.
          </p>
          {/*
           * The real file input, visually hidden but focusable (Tab, then Space or Enter opens the picker); the
           * button-like label after it opens the same picker on click and shows the input's focus ring.
           */}
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={blocked}
            aria-describedby={hintId}
            aria-invalid={phase.kind === 'failed' || undefined}
            onChange={(event) => {
              start(event.target.files?.[0]);
              // Cleared so choosing the same file again (after fixing a failure) fires change again.
              event.target.value = '';
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={buttonClass(
              'primary',
              'sm',
              clsx(
                'cursor-pointer',
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-turmeric',
                'peer-disabled:cursor-not-allowed peer-disabled:bg-stone-600',
              ),
            )}
          >
            {uploading ? 'Uploading…' : 'Choose image'}
          </label>
        </div>
        {(showLocal || shownUrl) && (
          <div className="w-32 shrink-0 sm:w-36">
            {showLocal ? (
              <img
                src={localPreview}
                alt={`${label}: preview of the chosen file`}
                className="aspect-square w-full rounded-xl border border-stone-200 object-cover"
              />
            ) : (
              shownUrl && (
                <SmartImage
                  src={shownUrl}
                  alt={`${label}: current image`}
                  sizes="144px"
                  priority
                  className="rounded-xl border border-stone-200"
                />
              )
            )}
          </div>
        )}
      </div>

      {progress !== null && (
        <div
          role="progressbar"
          aria-label={`${label} upload progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
        >
          <div
            className="h-full rounded-full bg-clay motion-safe:transition-[width] motion-safe:duration-200"
            style={{ width: `${progress}%` }}
          />
        </div>
      )}

      {/* Announced politely: the progress in steps a listener can follow, then the outcome. */}
      <div role="status" className="text-sm">
        {phase.kind === 'uploading' && <span className="text-muted">Uploading… {roundTo10(phase.percent)}%</span>}
        {phase.kind === 'done' && (
          <span className="text-green-800">
            <span className="font-semibold">{UPLOAD_MESSAGES.success}</span>{' '}
            <span className="break-all">{phase.url}</span>
          </span>
        )}
      </div>
      {phase.kind === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {phase.reason}
        </p>
      )}
    </div>
  );
}

/** Progress read out every 10%, not on every event, so a screen reader is not flooded. */
const roundTo10 = (percent: number) => Math.floor(percent / 10) * 10;
