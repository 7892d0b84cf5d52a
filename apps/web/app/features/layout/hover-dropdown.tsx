import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Hover opens menus only where there is a real hover and the full navbar (SPEC §9: md and up). */
const HOVER_MEDIA_QUERY = '(hover: hover) and (min-width: 768px)';
/** Time to cross the gap between toggle and menu before a hover menu closes. */
const HOVER_CLOSE_DELAY_MS = 150;

type ItemToFocus = 'first' | 'last';

const isHoverPointer = (event: PointerEvent) =>
  event.pointerType === 'mouse' && window.matchMedia(HOVER_MEDIA_QUERY).matches;

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
  /** The menu's links, each with Bootstrap's `dropdown-item` class. */
  children: ReactNode;
}

/**
 * A navbar dropdown (SPEC §4 "Menus: they open on hover") in Bootstrap's markup, placed by
 * Bootstrap's CSS. A mouse opens it on entering and closes it on leaving; a click or tap on the
 * toggle opens and closes it, and a click on a menu that hover just opened keeps it open instead of
 * closing it under the pointer. By keyboard it follows the menu button pattern: Enter, Space and
 * ArrowDown open it with focus on the first link, the arrows walk the links, Escape closes it and
 * gives focus back to the toggle. A click elsewhere, focus leaving it or following a link closes it.
 */
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
  const [show, setShow] = useState(false);
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function menuItems(): HTMLElement[] {
    return [...(menuRef.current?.querySelectorAll<HTMLElement>('.dropdown-item') ?? [])];
  }

  function focusMenuItem(which: ItemToFocus) {
    const items = menuItems();
    (which === 'first' ? items[0] : items.at(-1))?.focus();
  }

  // Focus moves into the menu as it shows, before the next key press can ask for the next link.
  const itemToFocusOnShow = useRef<ItemToFocus | undefined>(undefined);
  useLayoutEffect(() => {
    if (!show || !itemToFocusOnShow.current) return;
    focusMenuItem(itemToFocusOnShow.current);
    itemToFocusOnShow.current = undefined;
  });

  useEffect(() => {
    if (!show) return;
    function closeOnClickElsewhere(event: globalThis.MouseEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setShow(false);
    }
    document.addEventListener('click', closeOnClickElsewhere);
    return () => document.removeEventListener('click', closeOnClickElsewhere);
  }, [show]);

  function open({ hover = false, focusItem }: { hover?: boolean; focusItem?: ItemToFocus } = {}) {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = hover;
    if (show && focusItem) focusMenuItem(focusItem);
    else itemToFocusOnShow.current = focusItem;
    setShow(true);
  }

  function close({ returnFocus = false } = {}) {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setShow(false);
    if (returnFocus) toggleRef.current?.focus();
  }

  function onPointerEnter(event: PointerEvent) {
    if (!isHoverPointer(event)) return;
    window.clearTimeout(closeTimer.current);
    if (!show) open({ hover: true });
  }

  function onPointerLeave(event: PointerEvent) {
    if (!isHoverPointer(event)) return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => close(), HOVER_CLOSE_DELAY_MS);
  }

  function onToggleClick(event: MouseEvent) {
    if (show && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    // A click from Enter or Space has no pointer position (detail 0): focus goes into the menu.
    if (!show) open({ focusItem: event.detail === 0 ? 'first' : undefined });
    else close();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && show) {
      // Handled here: an enclosing off-canvas panel stays open.
      event.preventDefault();
      close({ returnFocus: true });
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = menuItems();
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (!show || current === -1) {
      open({ focusItem: event.key === 'ArrowDown' ? 'first' : 'last' });
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[Math.min(items.length - 1, Math.max(0, current + step))]?.focus();
  }

  function closeWhenFocusLeaves(event: FocusEvent) {
    // Focus that goes nowhere (a click on the page) is left to the click-elsewhere listener.
    if (show && event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) close();
  }

  function closeOnLinkClick(event: MouseEvent) {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  }

  const classes = ['nav-item', 'hover-dropdown', 'dropdown', className, show && 'show'];
  const menuClasses = ['dropdown-menu', 'dropdown-menu-dark', align === 'end' && 'dropdown-menu-end', show && 'show'];
  return (
    <div
      ref={rootRef}
      className={classes.filter(Boolean).join(' ')}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={closeWhenFocusLeaves}
    >
      <div className="hover-dropdown__head">
        {title}
        <button
          ref={toggleRef}
          type="button"
          id={`${id}-toggle`}
          className={`nav-link hover-dropdown__toggle dropdown-toggle${toggleClassName ? ` ${toggleClassName}` : ''}`}
          aria-expanded={show}
          aria-controls={`${id}-menu`}
          aria-label={toggleLabel}
          onClick={onToggleClick}
        >
          {toggle}
        </button>
      </div>
      {/* Bootstrap's CSS places a navbar's menus itself (data-bs-popper="static"). */}
      <div
        ref={menuRef}
        id={`${id}-menu`}
        className={menuClasses.filter(Boolean).join(' ')}
        data-bs-popper="static"
        onClick={closeOnLinkClick}
      >
        {children}
      </div>
    </div>
  );
}
