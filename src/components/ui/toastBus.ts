/**
 * Where toasts are raised: components through useToast(), and code outside React (the
 * query client's "a failed mutation is never silent") through `notify`. Messages raised
 * before the provider listens wait for it, so none is lost.
 */
export type ToastKind = 'success' | 'error';

export interface ToastMessage {
  kind: ToastKind;
  message: string;
}

type Listener = (toast: ToastMessage) => void;

let listener: Listener | null = null;
const waiting: ToastMessage[] = [];

export function notify(kind: ToastKind, message: string): void {
  if (listener) listener({ kind, message });
  else waiting.push({ kind, message });
}

/** The one ToastProvider listens; what waited is delivered at once. */
export function listenForToasts(next: Listener): () => void {
  listener = next;
  waiting.splice(0).forEach(next);
  return () => {
    if (listener === next) listener = null;
  };
}
