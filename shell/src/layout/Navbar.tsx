import { useCallback, useEffect, useReducer } from 'react';
import { CodeXml, Menu, X } from 'lucide-react';
import { ButtonLink } from '@codecrush/ui';
import { useLocation } from '@codecrush/ui/router';
import { contactCta, navbarSolidAfterPx, navItems } from '../content/navigation';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { DesktopMenu } from './DesktopMenu';
import { MobileNav } from './MobileNav';
import { initialNavState, isActive, navReducer } from './navState';
import { Bar, Brand, DesktopList, Inner, MobileToggle, TopLink } from './navStyles';

/** The site's navigation bar: desktop items with dropdowns, and the mobile menu below 1024 px. */
export function Navbar() {
  const { pathname } = useLocation();
  const [state, dispatch] = useReducer(navReducer, initialNavState);
  const solid = useScrolledPast(navbarSolidAfterPx) || state.mobileOpen;
  const openMenu = useCallback((menu: string) => dispatch({ type: 'open', menu }), []);
  const toggleMenu = useCallback((menu: string) => dispatch({ type: 'toggle', menu }), []);
  const closeMenu = useCallback((menu: string) => dispatch({ type: 'close', menu }), []);

  useEffect(() => dispatch({ type: 'navigated' }), [pathname]);
  useEffect(() => {
    if (!state.mobileOpen) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'toggleMobile' });
    };
    document.addEventListener('keydown', onKey);
    // The page behind the open menu panel does not scroll.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [state.mobileOpen]);

  return (
    <Bar solid={solid} data-solid={solid}>
      <Inner>
        <Brand to="/" aria-label="CodeCrush home" end>
          <CodeXml size={28} aria-hidden="true" />
          CodeCrush
        </Brand>
        <nav aria-label="Main">
          <DesktopList>
            {navItems.map((item) =>
              item.kind === 'link' ? (
                <li key={item.to}>
                  <TopLink to={item.to} end={item.end}>
                    {item.label}
                  </TopLink>
                </li>
              ) : (
                <DesktopMenu
                  key={item.id}
                  item={item}
                  open={state.openMenu === item.id}
                  active={isActive(pathname, item)}
                  onOpen={openMenu}
                  onToggle={toggleMenu}
                  onClose={closeMenu}
                />
              ),
            )}
            <li>
              <ButtonLink to={contactCta.to} variant="accent" size="sm">
                {contactCta.label}
              </ButtonLink>
            </li>
          </DesktopList>
          <MobileToggle
            type="button"
            aria-expanded={state.mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => dispatch({ type: 'toggleMobile' })}
          >
            {state.mobileOpen ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
            <span>{state.mobileOpen ? 'Close menu' : 'Menu'}</span>
          </MobileToggle>
          {state.mobileOpen && (
            <MobileNav
              items={navItems}
              pathname={pathname}
              expanded={state.expanded}
              onToggleGroup={(menu) => dispatch({ type: 'toggleGroup', menu })}
              onNavigate={() => dispatch({ type: 'navigated' })}
            />
          )}
        </nav>
      </Inner>
    </Bar>
  );
}
