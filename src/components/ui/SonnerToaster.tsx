/**
 * Toasts on sonner (PRODUCT.md point 1): one polite live region for all of them, reachable
 * from the keyboard with Alt+T, timers that pause while hovered or focused and while the page
 * is hidden, swipe to dismiss. Each toast carries its own role so a failure is announced at
 * once (role="alert") and a success politely (role="status"), with a Dismiss button.
 * Loaded on first use, so pages that never toast ship none of it.
 */
import { toast, Toaster } from 'sonner';
import type { ToastMessage } from './toastBus';
import { Icon } from './Icon';

export const TOAST_DURATION_MS = 5000;

function ToastCard({ kind, message, onDismiss }: ToastMessage & { onDismiss: () => void }) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`flex w-full items-start gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ring-1 sm:w-[22rem] ${
        kind === 'error' ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-emerald-50 text-emerald-900 ring-emerald-200'
      }`}
    >
      <p className="flex-1">{message}</p>
      {/*
        A mouse click does not take focus (the default of mousedown is focusing): with focus
        inside, sonner returns it, when the last toast goes, to what had it before, at its next
        render, which can be while the operator types elsewhere (a space then presses the
        Save button it landed on). The keyboard (Alt+T) still reaches the button.
      */}
      <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={onDismiss} className="rounded p-1 font-semibold focus-visible:outline-2" aria-label={`Dismiss: ${message}`}>
        <Icon name="close" />
      </button>
    </div>
  );
}

export function showToast({ kind, message }: ToastMessage, duration = TOAST_DURATION_MS): void {
  toast.custom((id) => <ToastCard kind={kind} message={message} onDismiss={() => toast.dismiss(id)} />, {
    duration: kind === 'error' ? duration * 2 : duration,
    unstyled: true,
  });
}

export function dismissToasts(): void {
  toast.dismiss();
}

/** The one place toasts appear: mount it once near the root; `showToast` fills it. */
export function SonnerToaster() {
  return <Toaster position="bottom-right" containerAriaLabel="Notifications" visibleToasts={5} gap={8} />;
}
