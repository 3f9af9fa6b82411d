/** A dialog in a story that keeps its own open state, so Escape really closes it and focus really returns. */
import { useState, type ComponentType } from 'react';

/**
 * The dialog behind a button named `opener`, open as the story's args say at first. Its
 * screenshot reaches down to the dialog's panel (.storybook/visual.setup.ts), no further.
 */
export function dialogDemo<P extends { open: boolean; onClose: () => void }>(Dialog: ComponentType<P>, opener: string) {
  return function DialogDemo(props: P) {
    const [open, setOpen] = useState(props.open);
    return (
      <div className="p-4">
        <button type="button" onClick={() => setOpen(true)} className="rounded-md px-3 py-2 text-sm ring-1 ring-gray-300">
          {opener}
        </button>
        <Dialog
          {...props}
          open={open}
          onClose={() => {
            setOpen(false);
            props.onClose();
          }}
        />
      </div>
    );
  };
}
