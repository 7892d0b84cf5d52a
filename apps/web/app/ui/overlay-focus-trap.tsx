import { FocusTrap } from 'focus-trap-react';
import { type ReactNode, useCallback, useState } from 'react';

/**
 * Keeps Tab and Shift+Tab inside an open overlay, wrapping at its ends, as the WAI-ARIA dialog
 * pattern asks (react-bootstrap alone lets focus step out to the browser before pulling it back).
 * Put it inside a react-bootstrap Modal or Offcanvas: it traps the enclosing `role="dialog"`.
 * react-bootstrap still moves focus in on open, closes on Escape and returns focus on close, so
 * the trap does none of that. Its wrapper takes no box (`display: contents`).
 */
export function OverlayFocusTrap({ active = true, children }: { active?: boolean; children: ReactNode }) {
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  const findDialog = useCallback((wrapper: HTMLElement | null) => {
    setDialog(wrapper?.closest<HTMLElement>('[role="dialog"]') ?? null);
  }, []);

  return (
    <div ref={findDialog} className="overlay-focus-trap">
      {children}
      {dialog && (
        <FocusTrap
          active={active}
          containerElements={[dialog]}
          focusTrapOptions={{
            initialFocus: false,
            // While a drawer slides in its controls are still hidden: the dialog itself holds focus.
            fallbackFocus: dialog,
            escapeDeactivates: false,
            returnFocusOnDeactivate: false,
            allowOutsideClick: true,
            preventScroll: true,
          }}
        />
      )}
    </div>
  );
}
