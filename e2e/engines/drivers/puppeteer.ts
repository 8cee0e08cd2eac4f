import puppeteer from 'puppeteer-core';
import type { Browser, ElementHandle, LaunchOptions, Page } from 'puppeteer-core';
import { chromiumArgs, chromiumExecutable } from '../../support/chromium.mjs';
import type { AgentCommand, PageAgent, Query } from '../agent/types';
import { agentCall, agentSource, desktopViewport } from '../driver';
import type { EngineName, EnginePage, Viewport } from '../driver';

const firefoxExecutable = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const launchOptions: Record<'chromium' | 'firefox', LaunchOptions> = {
  // Chromium over the DevTools protocol, with the same binary and flags as the Playwright suite.
  chromium: { browser: 'chrome', executablePath: chromiumExecutable, args: chromiumArgs },
  // Debian's Firefox ESR over WebDriver BiDi.
  firefox: { browser: 'firefox', executablePath: firefoxExecutable, protocol: 'webDriverBiDi' },
};

/** Chromium or Firefox through puppeteer-core. */
export async function launchPuppeteer(engine: 'chromium' | 'firefox', baseUrl: string): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    ...launchOptions[engine],
    headless: true,
    defaultViewport: desktopViewport,
  });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(agentSource);
    return new PuppeteerPage(engine, browser, page, baseUrl);
  } catch (error) {
    await browser.close();
    throw error;
  }
}

class PuppeteerPage implements EnginePage {
  private readonly earlierErrors: string[] = [];

  constructor(
    readonly engine: EngineName,
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(pathname: string) {
    this.earlierErrors.push(...(await this.documentErrors()));
    await this.page.goto(new URL(pathname, this.baseUrl).href, { waitUntil: 'domcontentloaded' });
  }

  ask<C extends AgentCommand>(command: C, ...args: Parameters<PageAgent[C]>) {
    return this.page.evaluate(agentCall(command, args)) as Promise<ReturnType<PageAgent[C]>>;
  }

  async click(query: Query) {
    // Centred first, as a visitor brings a control into view: at an edge the fixed navbar may cover it.
    await this.ask('scrollIntoView', query);
    const element = await this.element(query);
    await element.click();
  }

  async type(query: Query, text: string) {
    const element = await this.element(query);
    await element.click();
    await element.type(text);
  }

  async setViewport(viewport: Viewport) {
    await this.page.setViewport(viewport);
  }

  userAgent() {
    return this.page.evaluate('navigator.userAgent') as Promise<string>;
  }

  async takeErrors() {
    return [...this.earlierErrors.splice(0), ...(await this.documentErrors())];
  }

  async close() {
    await this.browser.close();
  }

  private async documentErrors(): Promise<string[]> {
    const errors = (await this.page.evaluate('window.__engines ? window.__engines.takeErrors() : []')) as string[];
    const at = this.page.url();
    return errors.map((error) => `${error} (on ${at})`);
  }

  private async element(query: Query) {
    const handle = await this.page.evaluateHandle(agentCall('find', [query]));
    const node = handle.asElement();
    if (!node) throw new Error(`${this.engine}: nothing matches ${JSON.stringify(query)}`);
    // The agent's `find` answers an Element or null.
    return node as ElementHandle<Element>;
  }
}
