import { initialNavState, isActive, navReducer } from './navState';

describe('navReducer', () => {
  it('opens one desktop menu at a time and closes it', () => {
    const services = navReducer(initialNavState, { type: 'open', menu: 'services' });
    expect(services.openMenu).toBe('services');
    const industries = navReducer(services, { type: 'open', menu: 'industries' });
    expect(industries.openMenu).toBe('industries');
    expect(navReducer(industries, { type: 'close' }).openMenu).toBeNull();
  });

  it('keeps the same state for a hover on the open menu or a close with none open (no re-render)', () => {
    const services = navReducer(initialNavState, { type: 'open', menu: 'services' });
    expect(navReducer(services, { type: 'open', menu: 'services' })).toBe(services);
    expect(navReducer(initialNavState, { type: 'close' })).toBe(initialNavState);
    expect(navReducer(initialNavState, { type: 'close', menu: 'services' })).toBe(initialNavState);
  });

  it('opens and closes the mobile menu, each time with every group collapsed', () => {
    let state = navReducer(initialNavState, { type: 'toggleMobile' });
    expect(state).toEqual({ openMenu: null, mobileOpen: true, expanded: [] });
    state = navReducer(state, { type: 'toggleGroup', menu: 'services' });
    state = navReducer(state, { type: 'toggleMobile' });
    expect(state).toEqual({ openMenu: null, mobileOpen: false, expanded: [] });
  });

  it('ignores a late close of a menu that is no longer the open one', () => {
    const industries = navReducer(initialNavState, { type: 'open', menu: 'industries' });
    expect(navReducer(industries, { type: 'close', menu: 'services' }).openMenu).toBe('industries');
    expect(navReducer(industries, { type: 'close', menu: 'industries' }).openMenu).toBeNull();
  });

  it('toggles a menu on tap/Enter', () => {
    const open = navReducer(initialNavState, { type: 'toggle', menu: 'services' });
    expect(open.openMenu).toBe('services');
    expect(navReducer(open, { type: 'toggle', menu: 'services' }).openMenu).toBeNull();
  });

  it('expands and collapses mobile groups independently', () => {
    let state = navReducer(initialNavState, { type: 'toggleMobile' });
    state = navReducer(state, { type: 'toggleGroup', menu: 'services' });
    state = navReducer(state, { type: 'toggleGroup', menu: 'industries' });
    expect(state.expanded).toEqual(['services', 'industries']);
    state = navReducer(state, { type: 'toggleGroup', menu: 'services' });
    expect(state.expanded).toEqual(['industries']);
  });

  it('resets everything after navigation', () => {
    const busy = { openMenu: 'services', mobileOpen: true, expanded: ['industries'] };
    expect(navReducer(busy, { type: 'navigated' })).toEqual({ openMenu: null, mobileOpen: false, expanded: [] });
    expect(initialNavState).toEqual({ openMenu: null, mobileOpen: false, expanded: [] });
  });
});

describe('isActive', () => {
  it('matches Home only on the exact root', () => {
    expect(isActive('/', { to: '/', end: true })).toBe(true);
    expect(isActive('/about', { to: '/', end: true })).toBe(false);
    expect(isActive('/projects/x', { to: '/projects', end: true })).toBe(false);
  });

  it('matches a section and its sub-pages but not look-alike paths', () => {
    expect(isActive('/projects', { to: '/projects' })).toBe(true);
    expect(isActive('/projects/x', { to: '/projects' })).toBe(true);
    expect(isActive('/projectsx', { to: '/projects' })).toBe(false);
  });

  it('marks a dropdown active for any of its prefixes', () => {
    const services = { activePrefixes: ['/all-services/view-service/', '/all-services/research&development/'] };
    expect(isActive('/all-services/research&development/ai', services)).toBe(true);
    expect(isActive('/all-services/industries/travel', services)).toBe(false);
    expect(isActive('/blog', { activePrefixes: ['/blog'] })).toBe(true);
  });

  it('never marks an item without a link (a group heading) active', () => {
    expect(isActive('/services', {})).toBe(false);
    expect(isActive('/services', { to: '' })).toBe(false);
  });
});
