import { createFocusTrap } from 'focus-trap';
import { type ReactNode, useCallback, useEffect, useState } from 'react';

/**
 * Keeps Tab and Shift+Tab inside an open overlay, wrapping at its ends, as the WAI-ARIA dialog
 * pattern asks (react-bootstrap alone lets focus step out to the browser before pulling it back).
 * Put it inside a react-bootstrap Modal or Offcanvas: it traps the enclosing overlay element.
 * react-bootstrap still moves focus in on open, closes on Escape and returns focus on close, so
 * the trap does none of that. Its wrapper takes no box (`display: contents`). It uses focus-trap
 * itself, without its React wrapper, which would add a third to its weight on every page.
 */
export function OverlayFocusTrap({ active = true, children }: { active?: boolean; children: ReactNode }) {
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  const findDialog = useCallback((wrapper: HTMLElement | null) => {
    // Bootstrap's overlay element: a drawer that is inline at wide screens has no dialog role yet.
    setDialog(wrapper?.closest<HTMLElement>('.modal, .offcanvas') ?? null);
  }, []);

  useEffect(() => {
    if (!dialog || !active) return;
    const trap = createFocusTrap(dialog, {
      initialFocus: false,
      // While a drawer slides in its controls are still hidden: the dialog itself holds focus.
      fallbackFocus: dialog,
      escapeDeactivates: false,
      returnFocusOnDeactivate: false,
      allowOutsideClick: true,
      preventScroll: true,
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [dialog, active]);

  return (
    <div ref={findDialog} className="overlay-focus-trap">
      {children}
    </div>
  );
}
