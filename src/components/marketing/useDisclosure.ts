import { useCallback, useEffect, useId, useState, type RefObject } from 'react';

/**
 * A button that shows and hides a panel, as a small hook instead of a UI library in the
 * public pages' first load: aria-expanded and aria-controls on the button, Escape closes and
 * returns focus to the button, a press outside `inside` closes and leaves focus where it went.
 */
export function useDisclosure(inside: RefObject<HTMLElement | null>, buttonRef: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, [buttonRef]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !inside.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, inside]);

  return {
    open,
    setOpen,
    close,
    panelId,
    buttonProps: { 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((value) => !value) },
  };
}
