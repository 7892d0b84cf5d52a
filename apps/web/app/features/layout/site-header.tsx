import { buildProductListingPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import type { Category } from '@rennfeld/contract';
import { type ComponentType, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import { Container, Dropdown, Nav, Navbar, Offcanvas } from 'react-bootstrap';
import { Link } from 'react-router';
import '../../styles/layout.css';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { CartDrawer } from './cart-drawer.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { HoverDropdown } from './hover-dropdown.tsx';
import { OverlayFocusTrap, PRELOAD_FOCUS_TRAP_ON_INTENT, preloadFocusTrap } from '../../ui/overlay-focus-trap.tsx';
import { CartIcon, SearchIcon, UserIcon } from './icons.tsx';

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
}

/** The fixed dark navbar every page shares (SPEC §2 "Global header"). */
export function SiteHeader({ categories, SearchOverlay }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchWanted, setSearchWanted] = useState(false);
  const t = useT();
  const localePath = useLocalePath();

  function wantSearch() {
    setSearchWanted(true);
    preloadFocusTrap();
  }

  const navbarRef = useRef<HTMLElement>(null);
  useHeaderHeight(navbarRef);

  // react-bootstrap's dropdowns swallow Escape even while closed (they prevent its default), which
  // would leave the panel open; Escape from a closed dropdown's toggle closes the panel.
  function closeMenuOnEscapeFromClosedDropdown(event: KeyboardEvent) {
    const toggle = event.target instanceof Element ? event.target.closest('[aria-expanded]') : null;
    if (event.defaultPrevented && toggle?.getAttribute('aria-expanded') === 'false') setMenuOpen(false);
  }

  // SPEC §2: the off-canvas menu closes on any link click (toggles are buttons, not links).
  function closeMenuOnLinkClick(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a[href]')) setMenuOpen(false);
  }

  return (
    <header className="site-header">
      <a className="skip-link visually-hidden-focusable" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <Navbar
        expand="md"
        fixed="top"
        bg="dark"
        data-bs-theme="dark"
        className="site-navbar"
        ref={navbarRef}
        expanded={menuOpen}
        onToggle={setMenuOpen}
        aria-label={t('layout.mainNavigation')}
      >
        <Container fluid="xxl" className="site-navbar__container">
          <Navbar.Brand as={Link} to={localePath(SITE_PATHS.home)} className="site-navbar__brand">
            <img src="/logo.svg" alt={t('layout.logoAlt')} height={45} width={180} />
          </Navbar.Brand>

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
                setSearchOpen(true);
              }}
            >
              <SearchIcon />
            </button>
            <button
              type="button"
              className="site-navbar__icon"
              aria-label={t('layout.cart')}
              {...PRELOAD_FOCUS_TRAP_ON_INTENT}
              onClick={() => setCartOpen(true)}
            >
              <CartIcon />
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
                <Dropdown.Item key={link.href} href={link.href}>
                  {t(link.label)}
                </Dropdown.Item>
              ))}
            </HoverDropdown>
            <Navbar.Toggle
              aria-controls={NAVIGATION_ID}
              label={t('layout.openMenu')}
              className="site-navbar__toggler"
              {...PRELOAD_FOCUS_TRAP_ON_INTENT}
            />
          </div>

          <Navbar.Offcanvas
            id={NAVIGATION_ID}
            placement="start"
            data-bs-theme="dark"
            className="site-navbar__offcanvas"
            // A name for the dialog it is while open; closed (or inline from md on) it has no role.
            aria-labelledby={menuOpen ? `${NAVIGATION_ID}-title` : undefined}
            onEscapeKeyDown={closeMenuOnEscapeFromClosedDropdown}
          >
            {/* Below md the panel is an overlay; from md on the same markup is the inline navbar. */}
            <OverlayFocusTrap active={menuOpen}>
              <Offcanvas.Header closeButton closeLabel={t('layout.closeMenu')}>
                <Offcanvas.Title id={`${NAVIGATION_ID}-title`}>{t('layout.menu')}</Offcanvas.Title>
              </Offcanvas.Header>
              <Offcanvas.Body onClick={closeMenuOnLinkClick}>
                <LanguageSwitch className="d-md-none mb-3" />
                <Nav className="site-nav">
                  <HoverDropdown id="about-menu" toggle={t('layout.aboutUs')}>
                    {ABOUT_LINKS.map((link) => (
                      <Dropdown.Item key={link.to} as={Link} to={localePath(link.to)}>
                        {t(link.label)}
                      </Dropdown.Item>
                    ))}
                  </HoverDropdown>
                  {categories.map((category) => (
                    <HoverDropdown
                      key={category.slug}
                      id={`category-menu-${category.slug}`}
                      title={
                        <Nav.Link
                          as={Link}
                          to={localePath(buildProductListingPath(category.slug))}
                          className="hover-dropdown__title"
                          lang={fallbackLang(category, 'name')}
                        >
                          {category.name}
                        </Nav.Link>
                      }
                      toggle={null}
                      toggleLabel={t('layout.subCategoriesOf', { category: category.name })}
                      toggleClassName="hover-dropdown__caret"
                    >
                      {category.sub_categories.map((subCategory) => (
                        <Dropdown.Item
                          key={subCategory.slug}
                          as={Link}
                          to={localePath(buildProductListingPath(category.slug, subCategory.slug))}
                          lang={fallbackLang(subCategory, 'name')}
                        >
                          {subCategory.name}
                        </Dropdown.Item>
                      ))}
                    </HoverDropdown>
                  ))}
                </Nav>
              </Offcanvas.Body>
            </OverlayFocusTrap>
          </Navbar.Offcanvas>
        </Container>
      </Navbar>

      <CartDrawer show={cartOpen} onHide={() => setCartOpen(false)} />
      {searchWanted && (
        <Suspense fallback={null}>
          <SearchOverlay show={searchOpen} onHide={() => setSearchOpen(false)} />
        </Suspense>
      )}
    </header>
  );
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
