import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { remote } from 'webdriverio';
import type { AgentCommand, PageAgent, Query } from '../agent/types';
import { agentCall, agentSource, desktopViewport } from '../driver';
import type { EnginePage, Viewport } from '../driver';
import { eventually } from '../eventually';
import { freePort, waitForHttp } from '../net';

const webkitDriverBinary = process.env.WEBKIT_DRIVER_PATH ?? 'WebKitWebDriver';
const miniBrowser = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

type Session = WebdriverIO.Browser;

/** WebKitGTK's vendor capability: which browser binary WebKitWebDriver starts, with which arguments. */
interface WebKitCapabilities {
  'webkitgtk:browserOptions': { binary: string; args: string[] };
}

/**
 * WebKitGTK (Safari's engine) through WebKitWebDriver, which drives MiniBrowser under a virtual X
 * display (xvfb-run), with webdriverio as the W3C WebDriver client.
 */
export async function launchWebKit(baseUrl: string): Promise<EnginePage> {
  const port = await freePort();
  // Its own process group, so stopping it also stops Xvfb and the browser it started.
  const driver = spawn('xvfb-run', ['-a', webkitDriverBinary, `--port=${port}`, '--host=127.0.0.1'], {
    detached: true,
    stdio: 'ignore',
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/status`, 30_000);
    const capabilities: WebdriverIO.Capabilities & WebKitCapabilities = {
      browserName: 'MiniBrowser',
      // WebKitWebDriver speaks classic WebDriver only (no BiDi session).
      'wdio:enforceWebDriverClassic': true,
      // Navigation returns at once, so the agent is installed before the app's modules run.
      pageLoadStrategy: 'none',
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    };
    const session = await remote({ hostname: '127.0.0.1', port, logLevel: 'silent', capabilities });
    const page = new WebKitPage(session, driver, baseUrl);
    await page.setViewport(desktopViewport);
    return page;
  } catch (error) {
    stopGroup(driver);
    throw error;
  }
}

function stopGroup(child: ChildProcess) {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

class WebKitPage implements EnginePage {
  readonly engine = 'webkit';
  private readonly earlierErrors: string[] = [];
  private currentUrl = 'about:blank';

  constructor(
    private readonly session: Session,
    private readonly driver: ChildProcess,
    private readonly baseUrl: string,
  ) {}

  async open(pathname: string) {
    this.earlierErrors.push(...(await this.documentErrors()));
    await this.session.execute('document.documentElement.dataset.enginesLeaving = "true"');
    this.currentUrl = new URL(pathname, this.baseUrl).href;
    await this.session.url(this.currentUrl);
    // Without preload scripts in classic WebDriver: install the agent into the new document as soon
    // as it exists (the app's module scripts run only after the HTML is parsed).
    await eventually(`webkit: the new document of ${pathname}`, async () => {
      const installed = await this.session.execute(
        `if (document.documentElement.dataset.enginesLeaving || location.href === 'about:blank') return false;
         ${agentSource}; return true;`,
      );
      if (installed !== true) throw new Error('still on the previous document');
    });
  }

  ask<C extends AgentCommand>(command: C, ...args: Parameters<PageAgent[C]>) {
    return this.evaluate(agentCall(command, args)) as Promise<ReturnType<PageAgent[C]>>;
  }

  async click(query: Query) {
    // Centred first, as a visitor brings a control into view: at an edge the fixed navbar may cover it.
    await this.ask('scrollIntoView', query);
    await (await this.element(query)).click();
  }

  async type(query: Query, text: string) {
    const element = await this.element(query);
    await element.click();
    await element.addValue(text);
  }

  async setViewport(viewport: Viewport) {
    // The window's outer size includes no browser chrome in automation mode, but check and correct.
    await this.session.setWindowSize(viewport.width, viewport.height);
    const inner = (await this.session.execute('return [window.innerWidth, window.innerHeight]')) as number[];
    const [width = viewport.width, height = viewport.height] = inner;
    if (width !== viewport.width || height !== viewport.height)
      await this.session.setWindowSize(2 * viewport.width - width, 2 * viewport.height - height);
  }

  async userAgent() {
    return (await this.session.execute('return navigator.userAgent')) as string;
  }

  async takeErrors() {
    return [...this.earlierErrors.splice(0), ...(await this.documentErrors())];
  }

  async close() {
    try {
      await this.session.deleteSession();
    } finally {
      stopGroup(this.driver);
    }
  }

  /**
   * The value of `expression` in the page. A document the page loaded by itself (a reload, a link to
   * another document) gets the agent on first use: only `open` can install it early.
   */
  private async evaluate(expression: string): Promise<unknown> {
    const script = `if (!window.__engines) return { missing: true }; return { value: ${expression} };`;
    let answer = (await this.session.execute(script)) as { missing?: true; value?: unknown };
    if (answer.missing) answer = (await this.session.execute(`${agentSource}; ${script}`)) as typeof answer;
    return answer.value;
  }

  private async documentErrors(): Promise<string[]> {
    const errors = (await this.session.execute(
      'return window.__engines ? window.__engines.takeErrors() : []',
    )) as string[];
    return errors.map((error) => `${error} (on ${this.currentUrl})`);
  }

  private async element(query: Query) {
    const reference = await this.evaluate(agentCall('find', [query]));
    if (!reference) throw new Error(`webkit: nothing matches ${JSON.stringify(query)}`);
    return this.session.$(reference as WebdriverIO.Element);
  }
}
