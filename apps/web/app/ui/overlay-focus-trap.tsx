import type { createFocusTrap, FocusTrap } from 'focus-trap';
import { type ReactNode, useCallback, useEffect, useState } from 'react';

let focusTrapModule: Promise<{ createFocusTrap: typeof createFocusTrap }> | undefined;

function loadFocusTrap(): Promise<{ createFocusTrap: typeof createFocusTrap }> {
  focusTrapModule ??= import('focus-trap').catch((error: unknown) => {
    focusTrapModule = undefined;
    throw error;
  });
  return focusTrapModule;
}

/**
 * Starts loading focus-trap before an overlay opens, when the pointer or focus reaches its
 * toggle: every page has overlays and few visitors open one, so it is not part of a first load.
 */
export function preloadFocusTrap(): void {
  loadFocusTrap().catch(() => undefined);
}

/**
 * Opens an overlay once focus-trap has loaded (at once when it has; anyway if it cannot load), so
 * Tab cannot leave an overlay that opened before its trap was ready. The toggle started loading it
 * when the pointer or focus reached it, so the wait is rarely felt.
 */
export function openWhenFocusTrapReady(open: () => void): void {
  loadFocusTrap().then(
    () => open(),
    () => open(),
  );
}

/** Props for an overlay's toggle that start loading the trap on intent. */
export const PRELOAD_FOCUS_TRAP_ON_INTENT = { onPointerEnter: preloadFocusTrap, onFocus: preloadFocusTrap };

/**
 * Keeps Tab and Shift+Tab inside an open overlay, wrapping at its ends, as the WAI-ARIA dialog
 * pattern asks. Put it inside a modal (`.modal`) or a drawer (`.offcanvas`): it traps the enclosing
 * overlay element. The overlay itself moves focus in on open, closes on Escape and gives focus back
 * on close (ui/modal-dialog.tsx, the header's menu panel), so the trap does none of that; until
 * focus-trap has loaded (or if it cannot be loaded), that is all the overlay does. Its wrapper takes
 * no box (`display: contents`). It uses focus-trap itself, without its React wrapper, which would
 * add a third to its weight.
 */
export function OverlayFocusTrap({ active = true, children }: { active?: boolean; children: ReactNode }) {
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  const findDialog = useCallback((wrapper: HTMLElement | null) => {
    // Bootstrap's overlay element: a drawer that is inline at wide screens has no dialog role yet.
    setDialog(wrapper?.closest<HTMLElement>('.modal, .offcanvas') ?? null);
  }, []);

  useEffect(() => {
    if (!dialog || !active) return;
    let trap: FocusTrap | undefined;
    let closed = false;
    loadFocusTrap().then(
      ({ createFocusTrap }) => {
        if (closed) return;
        trap = createFocusTrap(dialog, {
          initialFocus: false,
          // While a drawer slides in its controls are still hidden: the dialog itself holds focus.
          fallbackFocus: dialog,
          escapeDeactivates: false,
          returnFocusOnDeactivate: false,
          allowOutsideClick: true,
          preventScroll: true,
        });
        trap.activate();
      },
      (error: unknown) => console.warn('The focus trap could not be loaded', error),
    );
    return () => {
      closed = true;
      trap?.deactivate();
    };
  }, [dialog, active]);

  return (
    <div ref={findDialog} className="overlay-focus-trap">
      {children}
    </div>
  );
}
