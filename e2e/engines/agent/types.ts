/**
 * What the flows ask of a page, and what the in-page agent (pageAgent.js) answers. Only JSON
 * crosses between Node and the browser, so a query is plain data.
 */

/** The ARIA roles the flows look for. */
type Role =
  | 'alert'
  | 'banner'
  | 'button'
  | 'contentinfo'
  | 'form'
  | 'group'
  | 'heading'
  | 'link'
  | 'main'
  | 'navigation'
  | 'region'
  | 'status'
  | 'textbox';

/** Elements by role and accessible name, like a screen-reader user finds them. */
export interface Query {
  role: Role;
  /** The whole accessible name (whitespace-normalized). */
  name?: string;
  /** A regular expression (source) the accessible name must match. */
  nameMatches?: string;
  /** Heading level. */
  level?: number;
  /** Only inside the first element this query finds. */
  within?: Query;
  /** Also elements out of the accessibility tree (hidden, aria-hidden, inert, not rendered). */
  includeHidden?: boolean;
}

/** What a visitor can tell about one element. */
export interface ElementState {
  name: string;
  text: string;
  visible: boolean;
  inViewport: boolean;
  expanded: string | null;
  current: string | null;
  value: string | null;
}

interface PageLocation {
  pathname: string;
  scrollY: number;
  width: number;
  height: number;
}

/** The commands the agent installs as `window.__engines`. */
export interface PageAgent {
  /** Errors recorded in this document since the last call (then forgotten). */
  takeErrors(): string[];
  find(query: Query): Element | null;
  count(query: Query): number;
  states(query: Query): ElementState[];
  scrollIntoView(query: Query): boolean;
  scrollByViewport(fraction: number): void;
  location(): PageLocation;
  /** The shell marked the page live (hydrated, or rendered) and the document is parsed. */
  appReady(): boolean;
  /** Marks this document, to tell a client-side navigation (mark kept) from a full page load. */
  markDocument(): void;
  documentMarked(): boolean;
  bodyText(): string;
  /** What a click at the centre of the element `query` finds would hit: 'itself', another element, or null. */
  hitTarget(query: Query): string | null;
  /** The accessible name of the focused element (null: nothing focused). */
  focusedName(): string | null;
}

/** The commands that answer with data (everything but `find`, which a driver turns into an element handle). */
export type AgentCommand = Exclude<keyof PageAgent, 'find'>;
