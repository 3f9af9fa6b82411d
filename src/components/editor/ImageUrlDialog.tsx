import { DialogTitle } from '@headlessui/react';
import { DialogActions, Modal } from '@/components/ui/Modal';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field, inputClass } from '@/components/ui/Field';
import { imageUrlProblem } from './imageUrl';

export interface ImageToInsert {
  src: string;
  alt: string;
}

export interface ImageUrlDialogProps {
  /** Whether the dialog asking for the image's address is shown. */
  open: boolean;
  /** A web address (http or https) was given; the dialog closes. */
  onInsert: (image: ImageToInsert) => void;
  /** Cancel, Escape, a press outside, or Insert with nothing typed: nothing is inserted. */
  onClose: () => void;
}

/**
 * Insert Image's prompt (SPEC.md: 'asks for a pasted image URL'; PRODUCT.md point 1: a small
 * dialog). Empty or cancelled input is ignored; only http and https addresses are taken,
 * and anything else is refused with the reason beside the field.
 */
export function ImageUrlDialog({ open, onInsert, onClose }: ImageUrlDialogProps) {
  return (
    <Modal open={open} onClose={onClose}>
      {/* Mounted while open only, so each opening starts empty. */}
      {open && <ImageUrlForm onInsert={onInsert} onClose={onClose} />}
    </Modal>
  );
}

function ImageUrlForm({ onInsert, onClose }: Omit<ImageUrlDialogProps, 'open'>) {
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const urlInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const src = url.trim();
    if (src === '') {
      onClose();
      return;
    }
    const problem = imageUrlProblem(src);
    if (problem) {
      setError(problem);
      // Back on the field, so the reason (its description) is read and the address can be fixed.
      urlInput.current?.focus();
      return;
    }
    onInsert({ src, alt: alt.trim() });
  };

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <DialogTitle className="text-lg font-semibold">Insert Image</DialogTitle>
      <p className="mt-1 text-sm text-gray-700">Paste the web address of an image. Leave it empty to insert nothing.</p>
      <div className="mt-4 flex flex-col gap-3">
        <Field label="Image URL" hint="Starts with http:// or https://" error={error ?? undefined}>
          {(control) => (
            <input
              {...control}
              ref={urlInput}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to take this one address
              autoFocus
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://example.com/picture.png"
              className={inputClass}
              value={url}
              onChange={(event) => {
                setUrl(event.target.value);
                setError(null);
              }}
            />
          )}
        </Field>
        <Field label="Description (alt text)" hint="What the image shows, for people who cannot see it">
          {(control) => <input {...control} type="text" className={inputClass} value={alt} onChange={(event) => setAlt(event.target.value)} />}
        </Field>
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Insert</Button>
      </DialogActions>
    </form>
  );
}
