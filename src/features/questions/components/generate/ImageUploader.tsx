import { memo, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { UploadKind } from '@/api/schemas';

/** Sends one image to /upload23 and answers its URL; the signal aborts it; onProgress hears the share sent (null: unknown). */
export type UploadImage = (file: File, kind: UploadKind, signal: AbortSignal, onProgress?: (fraction: number | null) => void) => Promise<string>;

export const UPLOAD_FAILED = 'Upload failed';
export const uploadCancelled = (name: string) => `Upload of ${name} cancelled.`;

export interface ImageUploaderProps {
  /** Names the image, such as 'Image for question 3'. */
  label: string;
  /** What the image is for (question or answer), sent with the upload. */
  kind: UploadKind;
  /** The uploaded image's URL, '' when none. */
  value: string;
  /** Why the image cannot be saved (an address that is not http or https), shown beside it. */
  error?: string | undefined;
  /** The image was uploaded (its URL) or removed (''). */
  onChange: (url: string) => void;
  /** Uploads an image file and resolves with its URL; the button can cancel it. */
  upload: UploadImage;
}

type UploadState =
  | { status: 'idle' }
  /** progress: the share of the file sent, null until the browser knows it. */
  | { status: 'uploading'; name: string; progress: number | null }
  | { status: 'cancelled'; name: string }
  | { status: 'failed'; name: string; reason: string };

/**
 * Picks an image, uploads it and shows it (issue 8: preview, progress and failure shown).
 * The bar fills with the share of the file sent (an indeterminate bar until that is known).
 * Cancel upload aborts the call (the operator picked the wrong file): the image stays as it was.
 */
export const ImageUploader = memo(function ImageUploader({ label, kind, value, error, onChange, upload }: ImageUploaderProps) {
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const errorId = `${inputId}-error`;
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const describedBy = [state.status === 'idle' ? null : statusId, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const input = useRef<HTMLInputElement>(null);
  // The Cancel button goes with the upload: focus returns to the picker, ready for the right file.
  const cancelled = state.status === 'cancelled';
  useEffect(() => {
    if (cancelled) input.current?.focus();
  }, [cancelled]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picker = event.currentTarget;
    const file = picker.files?.[0];
    picker.value = '';
    if (!file) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'uploading', name: file.name, progress: null });
    const onProgress = (progress: number | null) => {
      if (!current.signal.aborted) setState((now) => (now.status === 'uploading' && now.name === file.name ? { ...now, progress } : now));
    };
    try {
      const url = await upload(file, kind, current.signal, onProgress);
      if (current.signal.aborted) return;
      setState({ status: 'idle' });
      onChange(url);
    } catch (error) {
      if (current.signal.aborted) return;
      console.error('Image upload failed', error);
      setState({ status: 'failed', name: file.name, reason: error instanceof Error && error.message ? error.message : 'Try again.' });
    }
  };

  const cancel = () => {
    if (state.status !== 'uploading') return;
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'cancelled', name: state.name });
  };

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {value && <img src={value} alt={`Preview: ${label}`} className="h-12 w-12 rounded border border-gray-200 object-cover" />}
      <label htmlFor={inputId} className="cursor-pointer rounded-md px-2 py-1 font-medium text-brand-700 ring-1 ring-gray-300 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-brand-50">
        {value ? `Replace ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={state.status === 'uploading'}
          onChange={(event) => void choose(event)}
        />
      </label>
      {value && state.status !== 'uploading' && (
        <button type="button" className="rounded-md px-2 py-1 text-gray-700 hover:bg-gray-100" onClick={() => onChange('')}>
          Remove {label.toLowerCase()}
        </button>
      )}
      {state.status === 'uploading' && (
        <>
          {/* The bar and its figure sit outside the live region, so a screen reader hears 'Uploading' once, not every step. */}
          <progress aria-label={`Uploading ${state.name}`} className="h-2 w-24" max={1} {...(state.progress === null ? {} : { value: state.progress })} />
          {state.progress !== null && <span className="text-gray-700 tabular-nums">{Math.round(state.progress * 100)}%</span>}
          <span id={statusId} className="text-gray-700" role="status">
            Uploading {state.name}…
          </span>
        </>
      )}
      {state.status === 'uploading' && (
        <button type="button" className="rounded-md px-2 py-1 font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600" onClick={cancel}>
          Cancel upload
        </button>
      )}
      {state.status === 'cancelled' && (
        <span id={statusId} role="status" className="text-gray-700">
          {uploadCancelled(state.name)}
        </span>
      )}
      {error && (
        <span id={errorId} className="font-medium text-red-700">
          {error}
        </span>
      )}
      {state.status === 'failed' && (
        <span id={statusId} role="alert" className="font-medium text-red-700">
          {UPLOAD_FAILED}: {state.name}. {state.reason}
        </span>
      )}
    </div>
  );
});
