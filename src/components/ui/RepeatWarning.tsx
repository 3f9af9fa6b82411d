import { Button } from './Button';

/** The again-button of a form that creates something by name (a pool, a quiz). */
export const CREATE_AGAIN = 'Create it again anyway';

export interface RepeatWarningProps {
  /** The backend's words: who made the same change, and when. */
  message: string;
  /** What the button does: 'Send it again anyway', 'Add it again anyway'. */
  againLabel: string;
  /** The change is on its way: the button is locked. */
  pending?: boolean;
  /** Makes the change again, knowingly. */
  onAgain: () => void;
}

/**
 * Said in a form whose change the backend refused as a repeat of one made minutes ago (the
 * same notification to the same consultants, the same payment to the same expense type). What
 * was typed stays; the operator may still make it again.
 */
export function RepeatWarning({ message, againLabel, pending = false, onAgain }: RepeatWarningProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
      <p>{message}</p>
      <Button variant="secondary" disabled={pending} onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
}
