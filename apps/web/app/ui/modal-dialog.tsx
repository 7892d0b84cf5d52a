import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import '../styles/dialog.css';

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** Its title's id: the dialog's accessible name. */
  labelledBy: string;
  className?: string;
  /** A click on the dimmed page around the content closes it (the default). */
  closeOnBackdropClick?: boolean;
  children: ReactNode;
}

/** SPEC §4: overlays fade in and out in 300 ms. */
const FADE_MS = 300;

/** Fades the dialog and its backdrop; resolves at once for a visitor who asks for less motion. */
function fade(dialog: HTMLDialogElement, from: number, to: number): Animation | undefined {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
  const keyframes = [{ opacity: from }, { opacity: to }];
  dialog.animate(keyframes, { duration: FADE_MS, pseudoElement: '::backdrop' });
  return dialog.animate(keyframes, { duration: FADE_MS });
}

/**
 * A modal overlay on the browser's own `<dialog>` (decision 060): `showModal()` puts it in the top
 * layer and makes the page behind it inert. Escape closes it wherever focus is (a search field
 * would otherwise take the first Escape to clear itself), as does any other close request the
 * browser makes (the `cancel` event); both call `onClose`, so the parent's state stays the one
 * truth. The element covers the window and is transparent; its child is what the visitor sees, so
 * a click whose target is the element itself landed on the backdrop. Its content exists while it is
 * open or fading out, as with Bootstrap's modals. Focus goes to the control marked
 * `data-autofocus` (else the browser's choice inside the dialog) and back to where it was once the
 * content is gone.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  className,
  closeOnBackdropClick = true,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const focusedBefore = useRef<Element | null>(null);
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        focusedBefore.current = document.activeElement;
        dialog.showModal();
        dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
        fade(dialog, 0, 1);
      }
      return;
    }
    if (!dialog.open) return;
    const fadingOut = fade(dialog, 1, 0);
    const hide = () => {
      dialog.close();
      setShown(false);
    };
    if (fadingOut) fadingOut.onfinish = hide;
    else hide();
    return () => fadingOut?.cancel();
  }, [open]);

  // After the content (and its focus trap) is gone.
  useEffect(() => {
    const previous = focusedBefore.current;
    if (shown || !(previous instanceof HTMLElement) || !previous.isConnected) return;
    focusedBefore.current = null;
    previous.focus();
  }, [shown]);

  function closeOnRequest(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  function closeOnEscape(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className={className ? `overlay-dialog ${className}` : 'overlay-dialog'}
      aria-labelledby={labelledBy}
      onCancel={closeOnRequest}
      onKeyDown={closeOnEscape}
      onClick={closeOnBackdrop}
    >
      {shown && children}
    </dialog>
  );
}
