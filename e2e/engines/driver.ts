import fs from 'node:fs';
import path from 'node:path';
import type { AgentCommand, PageAgent, Query } from './agent/types';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
}

export const desktopViewport: Viewport = { width: 1366, height: 900 };

/**
 * The thin per-engine layer: everything a flow does to a browser goes through these few methods,
 * so the flows are written once and run in every engine.
 */
export interface EnginePage {
  readonly engine: EngineName;
  /** Loads `pathname` of the site as a new document (the agent installed, the document not yet ready). */
  open(pathname: string): Promise<void>;
  /** Runs one of the in-page agent's commands and returns its JSON answer. */
  ask<C extends AgentCommand>(command: C, ...args: Parameters<PageAgent[C]>): Promise<ReturnType<PageAgent[C]>>;
  /** A real click (the engine's own input events) on the first element `query` finds, scrolled to the middle of the viewport. */
  click(query: Query): Promise<void>;
  /** Focuses the field `query` finds and types `text` with the engine's keyboard input. */
  type(query: Query, text: string): Promise<void>;
  /** The size of the page's viewport (the window's inner size). */
  setViewport(viewport: Viewport): Promise<void>;
  /** The User-Agent the engine sends with every request. */
  userAgent(): Promise<string>;
  /** Every error recorded since the last call, in this and earlier documents of the session. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** Source of the in-page agent, injected into every page. */
export const agentSource = fs.readFileSync(path.join(__dirname, 'agent', 'pageAgent.js'), 'utf8');

/** A JavaScript expression calling an agent command with JSON arguments. */
export const agentCall = (command: string, args: readonly unknown[]) =>
  `window.__engines.${command}(...${JSON.stringify(args)})`;
