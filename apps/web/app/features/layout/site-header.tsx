import { buildProductListingPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import type { Category } from '@rennfeld/contract';
import { type ComponentType, type KeyboardEvent, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import '../../styles/layout.css';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { HoverDropdown } from './hover-dropdown.tsx';
import {
  openWhenFocusTrapReady,
  OverlayFocusTrap,
  PRELOAD_FOCUS_TRAP_ON_INTENT,
  preloadFocusTrap,
} from '../../ui/overlay-focus-trap.tsx';
import { CartIcon, SearchIcon, UserIcon } from './icons.tsx';
import { OverlayHeader } from '../../ui/overlay-header.tsx';

/** SPEC §2: the About Us menu. */
const ABOUT_LINKS = [
  { to: SITE_PATHS.about, label: 'layout.aboutCompany' },
  { to: SITE_PATHS.team, label: 'layout.ourTeam' },
  { to: SITE_PATHS.partnership, label: 'layout.partnership' },
  { to: SITE_PATHS.news, label: 'layout.news' },
  { to: SITE_PATHS.catalogue, label: 'layout.catalogue' },
] as const satisfies ReadonlyArray<{ to: string; label: MessageKey }>;

/** SPEC §2: shown to everyone; what the hash links do is not shown. */
const PROFILE_LINKS = [
  { href: '#/profile', label: 'layout.profile' },
  { href: '#/settings', label: 'layout.settings' },
  { href: '#/logout', label: 'layout.logout' },
] as const satisfies ReadonlyArray<{ href: string; label: MessageKey }>;

const NAVIGATION_ID = 'site-navigation';

export interface SiteHeaderProps {
  categories: Category[];
  /**
   * The search overlay the search icon opens; the app composes it in (features stay apart). It
   * may be lazy: it is first rendered when the pointer or focus reaches the search icon.
   */
  SearchOverlay: ComponentType<{ show: boolean; onHide: () => void }>;
  /** How many items the cart holds (the app composes the cart in, and its drawer). */
  cartCount: number;
  onOpenCart: () => void;
  /** The pointer or focus reached the cart: time to load its drawer. */
  onWantCart: () => void;
}

/** The fixed dark navbar every page shares (SPEC §2 "Global header"). */
export function SiteHeader({ categories, SearchOverlay, cartCount, onOpenCart, onWantCart }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchWanted, setSearchWanted] = useState(false);
  const t = useT();
  const localePath = useLocalePath();

  function wantCart() {
    onWantCart();
    preloadFocusTrap();
  }

  function wantSearch() {
    setSearchWanted(true);
    preloadFocusTrap();
  }

  const navbarRef = useRef<HTMLElement>(null);
  useHeaderHeight(navbarRef);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const menuPanelRef = useRef<HTMLDivElement>(null);
  const closeMenu = useMenuPanel(menuOpen, setMenuOpen, menuPanelRef, menuToggleRef);

  // An open dropdown in the panel handles its own Escape (and prevents its default).
  function closeMenuOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (menuOpen && event.key === 'Escape' && !event.defaultPrevented) closeMenu({ returnFocus: true });
  }

  // SPEC §2: the off-canvas menu closes on any link click (toggles are buttons, not links).
  function closeMenuOnLinkClick(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a[href]')) closeMenu();
  }

  const panelClasses = ['site-navbar__offcanvas', 'offcanvas', 'offcanvas-start', menuOpen && 'show'];
  return (
    <header className="site-header">
      <a className="skip-link visually-hidden-focusable" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <nav
        ref={navbarRef}
        className="site-navbar navbar navbar-expand-md bg-dark fixed-top"
        data-bs-theme="dark"
        aria-label={t('layout.mainNavigation')}
      >
        <div className="site-navbar__container container-xxl">
          <Link to={localePath(SITE_PATHS.home)} className="site-navbar__brand navbar-brand">
            <img src="/logo.svg" alt={t('layout.logoAlt')} height={45} width={180} />
          </Link>

          <div className="site-navbar__actions">
            <LanguageSwitch className="d-none d-md-inline-flex" />
            <button
              type="button"
              className="site-navbar__icon"
              aria-label={t('layout.search')}
              onPointerEnter={wantSearch}
              onFocus={wantSearch}
              onClick={() => {
                wantSearch();
                openWhenFocusTrapReady(() => setSearchOpen(true));
              }}
            >
              <SearchIcon />
            </button>
            <button
              type="button"
              className="site-navbar__icon"
              aria-label={cartCount > 0 ? t('layout.cartWithCount', { count: cartCount }) : t('layout.cart')}
              onPointerEnter={wantCart}
              onFocus={wantCart}
              onClick={() => {
                wantCart();
                openWhenFocusTrapReady(onOpenCart);
              }}
            >
              <CartIcon />
              {cartCount > 0 && (
                <span className="site-navbar__cart-count" aria-hidden="true">
                  {cartCount}
                </span>
              )}
            </button>
            <HoverDropdown
              id="profile-menu"
              toggle={<UserIcon />}
              toggleLabel={t('layout.accountMenu')}
              toggleClassName="site-navbar__icon"
              className="profile-menu"
              align="end"
            >
              {PROFILE_LINKS.map((link) => (
                <a key={link.href} className="dropdown-item" href={link.href}>
                  {t(link.label)}
                </a>
              ))}
            </HoverDropdown>
            <button
              ref={menuToggleRef}
              type="button"
              className={
                menuOpen ? 'site-navbar__toggler navbar-toggler' : 'site-navbar__toggler navbar-toggler collapsed'
              }
              aria-controls={NAVIGATION_ID}
              aria-expanded={menuOpen}
              aria-label={t('layout.openMenu')}
              onClick={() => openWhenFocusTrapReady(() => setMenuOpen(true))}
              {...PRELOAD_FOCUS_TRAP_ON_INTENT}
            >
              <span className="navbar-toggler-icon" />
            </button>
          </div>

          {/* Below md the panel is a modal overlay while open; from md on the same markup is the inline navbar. */}
          <div
            ref={menuPanelRef}
            id={NAVIGATION_ID}
            className={panelClasses.filter(Boolean).join(' ')}
            data-bs-theme="dark"
            role={menuOpen ? 'dialog' : undefined}
            aria-modal={menuOpen || undefined}
            aria-labelledby={menuOpen ? `${NAVIGATION_ID}-title` : undefined}
            tabIndex={menuOpen ? -1 : undefined}
            onKeyDown={closeMenuOnEscape}
          >
            <OverlayFocusTrap active={menuOpen}>
              <OverlayHeader
                variant="offcanvas"
                titleId={`${NAVIGATION_ID}-title`}
                title={t('layout.menu')}
                titleAs="div"
                titleClassName="h5"
                closeLabel={t('layout.closeMenu')}
                onClose={() => closeMenu({ returnFocus: true })}
              />
              <div className="offcanvas-body" onClick={closeMenuOnLinkClick}>
                <LanguageSwitch className="d-md-none mb-3" />
                <div className="site-nav navbar-nav">
                  <HoverDropdown id="about-menu" toggle={t('layout.aboutUs')}>
                    {ABOUT_LINKS.map((link) => (
                      <Link key={link.to} className="dropdown-item" to={localePath(link.to)}>
                        {t(link.label)}
                      </Link>
                    ))}
                  </HoverDropdown>
                  {categories.map((category) => (
                    <HoverDropdown
                      key={category.slug}
                      id={`category-menu-${category.slug}`}
                      title={
                        <Link
                          to={localePath(buildProductListingPath(category.slug))}
                          className="hover-dropdown__title nav-link"
                          lang={fallbackLang(category, 'name')}
                        >
                          {category.name}
                        </Link>
                      }
                      toggle={null}
                      toggleLabel={t('layout.subCategoriesOf', { category: category.name })}
                      toggleClassName="hover-dropdown__caret"
                    >
                      {category.sub_categories.map((subCategory) => (
                        <Link
                          key={subCategory.slug}
                          className="dropdown-item"
                          to={localePath(buildProductListingPath(category.slug, subCategory.slug))}
                          lang={fallbackLang(subCategory, 'name')}
                        >
                          {subCategory.name}
                        </Link>
                      ))}
                    </HoverDropdown>
                  ))}
                </div>
              </div>
            </OverlayFocusTrap>
          </div>
          {menuOpen && <div className="offcanvas-backdrop fade show d-md-none" onClick={() => closeMenu()} />}
        </div>
      </nav>

      {searchWanted && (
        <Suspense fallback={null}>
          <SearchOverlay show={searchOpen} onHide={() => setSearchOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}

/** md and up the panel is the inline navbar (SPEC §9); the toggle that opens it is hidden there. */
const INLINE_NAVBAR_QUERY = '(min-width: 768px)';

/**
 * While the menu panel is open below md: focus moves into it, and it closes when the window
 * widens to the inline navbar. Returns how the header closes it (Escape, the close button, the
 * backdrop, a link): focus goes back to the toggle once the panel and its focus trap are gone,
 * except after a link, which leads to another page.
 */
function useMenuPanel(
  open: boolean,
  setOpen: (open: boolean) => void,
  panelRef: { current: HTMLElement | null },
  toggleRef: { current: HTMLElement | null },
) {
  const returnFocusOnClose = useRef(false);

  useEffect(() => {
    if (!open) return;
    const toggle = toggleRef.current;
    panelRef.current?.focus();
    const inlineNavbar = window.matchMedia(INLINE_NAVBAR_QUERY);
    const closeWhenInline = () => {
      if (inlineNavbar.matches) setOpen(false);
    };
    inlineNavbar.addEventListener('change', closeWhenInline);
    return () => {
      inlineNavbar.removeEventListener('change', closeWhenInline);
      if (returnFocusOnClose.current) toggle?.focus();
      returnFocusOnClose.current = false;
    };
  }, [open, setOpen, panelRef, toggleRef]);

  return ({ returnFocus = false } = {}) => {
    returnFocusOnClose.current = returnFocus;
    setOpen(false);
  };
}

/**
 * The fixed bar must not cover the page. CSS gives its usual height per breakpoint; once in the
 * browser the real height (menus may wrap onto a second line) is kept in --site-header-height.
 */
function useHeaderHeight(navbarRef: { current: HTMLElement | null }) {
  useEffect(() => {
    const navbar = navbarRef.current;
    if (!navbar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--site-header-height', `${navbar.offsetHeight}px`);
    });
    observer.observe(navbar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--site-header-height');
    };
  }, [navbarRef]);
}
