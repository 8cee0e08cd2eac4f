/**
 * The router facade. Remotes import routing only from here; it is shared as a singleton, so the
 * shell's react-router instance (one router, one context) serves every remote and react-router is
 * bundled and tree-shaken once, in the shell.
 */
export {
  Link,
  NavLink,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useInRouterContext,
  MemoryRouter,
  BrowserRouter,
  Routes,
  Route,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps } from 'react-router-dom';
