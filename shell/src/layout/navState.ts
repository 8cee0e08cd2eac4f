/** The navbar's open/closed state, kept apart from rendering so it can be tested on its own. */
export type NavState = {
  /** Desktop dropdown that is open, if any. */
  openMenu: string | null;
  /** Mobile menu panel. */
  mobileOpen: boolean;
  /** Expanded groups inside the mobile panel. */
  expanded: readonly string[];
};

export type NavAction =
  | { type: 'open'; menu: string }
  | { type: 'toggle'; menu: string }
  /** Close `menu` (only if it is still the open one: a late close timer must not shut another menu). */
  | { type: 'close'; menu?: string }
  | { type: 'toggleMobile' }
  | { type: 'toggleGroup'; menu: string }
  | { type: 'navigated' };

export const initialNavState: NavState = { openMenu: null, mobileOpen: false, expanded: [] };

export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'open':
      return state.openMenu === action.menu ? state : { ...state, openMenu: action.menu };
    case 'toggle':
      return { ...state, openMenu: state.openMenu === action.menu ? null : action.menu };
    case 'close':
      if (state.openMenu === null || (action.menu !== undefined && action.menu !== state.openMenu)) return state;
      return { ...state, openMenu: null };
    case 'toggleMobile':
      return { ...state, mobileOpen: !state.mobileOpen, expanded: [] };
    case 'toggleGroup':
      return {
        ...state,
        expanded: state.expanded.includes(action.menu)
          ? state.expanded.filter((m) => m !== action.menu)
          : [...state.expanded, action.menu],
      };
    case 'navigated':
      return initialNavState;
  }
}

/** Whether a nav item is the current one for `pathname`. */
export function isActive(
  pathname: string,
  target: { to?: string; end?: boolean; activePrefixes?: readonly string[] },
): boolean {
  if (target.activePrefixes) return target.activePrefixes.some((prefix) => pathname.startsWith(prefix));
  if (!target.to) return false;
  if (target.end) return pathname === target.to;
  return pathname === target.to || pathname.startsWith(`${target.to}/`);
}
