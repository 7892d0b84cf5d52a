import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Dropdown } from 'react-bootstrap';

/** Hover opens menus only where there is a real hover and the full navbar (SPEC §9: md and up). */
const HOVER_MEDIA_QUERY = '(hover: hover) and (min-width: 768px)';
/** Time to cross the gap between toggle and menu before a hover menu closes. */
const HOVER_CLOSE_DELAY_MS = 150;

type ToggleSource = 'click' | 'keydown' | 'rootClose' | 'select' | string | undefined;

/** The DOM event behind a toggle request (React hands a synthetic event, a document listener the native one). */
function nativeEventOf(event: unknown): Event | undefined {
  if (event instanceof Event) return event;
  const native = (event as { nativeEvent?: unknown } | undefined)?.nativeEvent;
  return native instanceof Event ? native : undefined;
}

/**
 * SPEC §4 "Menus: they open on hover". A mouse opens the menu on entering and closes it on
 * leaving; keyboard and touch keep react-bootstrap's own behaviour (Enter/Space/ArrowDown open,
 * Escape closes and returns focus, a tap toggles). A click on a menu that hover just opened
 * keeps it open instead of closing it under the pointer.
 */
function useHoverMenu() {
  const [show, setShow] = useState(false);
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  /** The click that found the menu just opened by hover: every close request it causes is ignored. */
  const keptOpenBy = useRef<Event | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function cancelClose() {
    window.clearTimeout(closeTimer.current);
  }

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType !== 'mouse' || !window.matchMedia(HOVER_MEDIA_QUERY).matches) return;
    cancelClose();
    if (!show) {
      openedByHover.current = true;
      setShow(true);
    }
  }

  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== 'mouse' || !window.matchMedia(HOVER_MEDIA_QUERY).matches) return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => {
      openedByHover.current = false;
      setShow(false);
    }, HOVER_CLOSE_DELAY_MS);
  }

  function onToggle(nextShow: boolean, meta: { source?: ToggleSource; originalEvent?: unknown }) {
    cancelClose();
    // One click reaches here twice, from the toggle and as a click "outside" the menu (both with
    // source 'click', in an order that depends on when the menu's listener was attached).
    const click = nativeEventOf(meta.originalEvent);
    if (!nextShow && click !== undefined && click === keptOpenBy.current) return;
    if (!nextShow && meta.source === 'click' && openedByHover.current) {
      openedByHover.current = false;
      keptOpenBy.current = click;
      return;
    }
    openedByHover.current = false;
    setShow(nextShow);
  }

  return { show, onToggle, onPointerEnter, onPointerLeave };
}

interface HoverDropdownProps {
  id: string;
  /** The toggle's visible content. */
  toggle: ReactNode;
  /** An accessible name for a toggle whose content is an icon or a bare caret. */
  toggleLabel?: string;
  /** A link shown before the toggle (a category title links to its listing, SPEC §2). */
  title?: ReactNode;
  align?: 'start' | 'end';
  className?: string;
  toggleClassName?: string;
  children: ReactNode;
}

/** A navbar dropdown that opens on hover, by keyboard and by click or tap. */
export function HoverDropdown({
  id,
  toggle,
  toggleLabel,
  title,
  align = 'start',
  className,
  toggleClassName,
  children,
}: HoverDropdownProps) {
  const { show, onToggle, onPointerEnter, onPointerLeave } = useHoverMenu();
  return (
    <Dropdown
      className={className ? `nav-item hover-dropdown ${className}` : 'nav-item hover-dropdown'}
      show={show}
      onToggle={onToggle}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      align={align}
      focusFirstItemOnShow="keyboard"
    >
      <div className="hover-dropdown__head">
        {title}
        <Dropdown.Toggle
          as="button"
          type="button"
          id={`${id}-toggle`}
          className={`nav-link hover-dropdown__toggle${toggleClassName ? ` ${toggleClassName}` : ''}`}
          aria-label={toggleLabel}
        >
          {toggle}
        </Dropdown.Toggle>
      </div>
      <Dropdown.Menu id={`${id}-menu`} variant="dark" renderOnMount aria-labelledby={`${id}-toggle`}>
        {children}
      </Dropdown.Menu>
    </Dropdown>
  );
}
