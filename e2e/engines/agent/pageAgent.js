// @ts-check
/**
 * The in-page half of the cross-engine driver, injected as source text into every page (before the
 * app's scripts where the engine allows it). It records uncaught errors, unhandled rejections and
 * console.error calls, and answers queries by ARIA role and accessible name — what a visitor
 * perceives — so the flows never depend on markup details. Plain JavaScript on purpose: it is sent
 * to the browser as written, with no compiler helpers in it.
 */
(() => {
  /** @typedef {import('./types').Query} Query */
  /** @typedef {import('./types').ElementState} ElementState */
  const scope = /** @type {Window & { __engines?: import('./types').PageAgent }} */ (window);
  if (scope.__engines) return;

  /** @type {string[]} */
  const errors = [];
  /** @param {unknown} value */
  const describe = (value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  window.addEventListener('error', (event) => errors.push(`uncaught ${describe(event.error ?? event.message)}`));
  window.addEventListener('unhandledrejection', (event) =>
    errors.push(`unhandled rejection ${describe(event.reason)}`),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    errors.push(`console.error ${args.map(describe).join(' ')}`);
    consoleError(...args);
  };

  const headerFooterScopes = 'article, aside, main, nav, section';
  /** @type {Record<string, string>} */
  const inputRoles = {
    button: 'button',
    submit: 'button',
    reset: 'button',
    image: 'button',
    checkbox: 'checkbox',
    radio: 'radio',
    range: 'slider',
    number: 'spinbutton',
    search: 'searchbox',
  };

  /** The element's ARIA role: its role attribute, else the implicit role of its tag. @param {Element} el */
  const roleOf = (el) => {
    const explicit = el.getAttribute('role')?.trim().split(/\s+/)[0];
    if (explicit) return explicit;
    const tag = el.localName;
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'a' || tag === 'area') return el.hasAttribute('href') ? 'link' : '';
    if (tag === 'input') {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      return type === 'hidden' ? '' : (inputRoles[type] ?? 'textbox');
    }
    if (tag === 'header') return el.parentElement?.closest(headerFooterScopes) ? '' : 'banner';
    if (tag === 'footer') return el.parentElement?.closest(headerFooterScopes) ? '' : 'contentinfo';
    if (tag === 'section') return hasOwnLabel(el) ? 'region' : '';
    if (tag === 'form') return hasOwnLabel(el) ? 'form' : '';
    if (tag === 'img') return el.getAttribute('alt') === '' ? 'presentation' : 'img';
    if (tag === 'select') return el.hasAttribute('multiple') ? 'listbox' : 'combobox';
    /** @type {Record<string, string>} */
    const byTag = {
      button: 'button',
      textarea: 'textbox',
      nav: 'navigation',
      main: 'main',
      aside: 'complementary',
      article: 'article',
      dialog: 'dialog',
      output: 'status',
      ul: 'list',
      ol: 'list',
      li: 'listitem',
    };
    return byTag[tag] ?? '';
  };

  /** @param {Element} el */
  const hasOwnLabel = (el) => el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby');

  /** @param {string} text */
  const normalize = (text) => text.replace(/\s+/g, ' ').trim();

  /** Out of the accessibility tree: aria-hidden, inert, hidden or not rendered. @param {Element} el */
  const isHidden = (el) => {
    if (el.closest('[aria-hidden="true"], [inert], [hidden]')) return true;
    if (el.getClientRects().length === 0) return true;
    return getComputedStyle(el).visibility === 'hidden';
  };

  /** The text a visitor reads (or hears) inside `node`, hidden parts left out. @param {Node} node @returns {string} */
  const textOf = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.localName === 'style' || node.localName === 'script')
      return '';
    if (node instanceof HTMLElement && node.offsetParent === null && getComputedStyle(node).display === 'none')
      return '';
    const label = node.getAttribute('aria-label');
    if (label && node !== document.body) return ` ${label} `;
    if (node.localName === 'img') return ` ${node.getAttribute('alt') ?? ''} `;
    const inner = Array.from(node.childNodes, textOf).join('');
    return /^(inline|contents)/.test(getComputedStyle(node).display) ? inner : ` ${inner} `;
  };

  /** @param {string} ids */
  const textOfIds = (ids) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .map((target) => (target ? textOf(target) : ''))
      .join(' ');

  /** A simplified accessible name: labelledby, label, form labels, alt, then content. @param {Element} el */
  const nameOf = (el) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return normalize(textOfIds(labelledBy));
    const label = el.getAttribute('aria-label');
    if (label) return normalize(label);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
      const labels = Array.from(el.labels ?? [], (labelElement) => textOf(labelElement)).join(' ');
      return normalize(labels || el.getAttribute('title') || el.getAttribute('placeholder') || '');
    }
    if (el.localName === 'img') return normalize(el.getAttribute('alt') ?? '');
    if (['region', 'form', 'navigation', 'main', 'banner', 'contentinfo', 'list', 'dialog'].includes(roleOf(el)))
      return normalize(el.getAttribute('title') ?? '');
    return normalize(textOf(el)) || normalize(el.getAttribute('title') ?? '');
  };

  /** @param {Element} el @param {Query} query */
  const matches = (el, query) => {
    if (roleOf(el) !== query.role) return false;
    if (query.level !== undefined) {
      const level = Number(el.getAttribute('aria-level') ?? el.localName.slice(1));
      if (level !== query.level) return false;
    }
    if (query.name !== undefined && nameOf(el) !== normalize(query.name)) return false;
    if (query.nameMatches !== undefined && !new RegExp(query.nameMatches).test(nameOf(el))) return false;
    return query.includeHidden === true || !isHidden(el);
  };

  /** @param {Query} query @returns {Element[]} */
  const findAll = (query) => {
    const roots = query.within ? findAll(query.within).slice(0, 1) : [document.documentElement];
    return roots.flatMap((root) => Array.from(root.querySelectorAll('*')).filter((el) => matches(el, query)));
  };

  /** @param {Element} el @returns {ElementState} */
  const stateOf = (el) => {
    const box = el.getBoundingClientRect();
    return {
      name: nameOf(el),
      text: normalize(textOf(el)),
      visible: !isHidden(el),
      inViewport: box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth,
      expanded: el.getAttribute('aria-expanded'),
      current: el.getAttribute('aria-current'),
      value: el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : null,
    };
  };

  scope.__engines = {
    takeErrors: () => errors.splice(0),
    find: (query) => findAll(query)[0] ?? null,
    count: (query) => findAll(query).length,
    states: (query) => findAll(query).map(stateOf),
    scrollIntoView: (query) => {
      const target = findAll(query)[0];
      target?.scrollIntoView({ block: 'center', behavior: 'instant' });
      return target !== undefined;
    },
    scrollByViewport: (fraction) => window.scrollBy({ top: window.innerHeight * fraction, behavior: 'instant' }),
    location: () => ({
      pathname: location.pathname,
      scrollY: Math.round(window.scrollY),
      width: window.innerWidth,
      height: window.innerHeight,
    }),
    appReady: () => document.documentElement.dataset.appReady === 'true' && document.readyState !== 'loading',
    markDocument: () => {
      document.documentElement.dataset.enginesMark = 'kept';
    },
    documentMarked: () => document.documentElement.dataset.enginesMark === 'kept',
    bodyText: () => normalize(textOf(document.body)),
    hitTarget: (query) => {
      const target = findAll(query)[0];
      if (!target) return null;
      const box = target.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || hit === target || target.contains(hit)) return 'itself';
      return `${hit.outerHTML.slice(0, 160)} at ${Math.round(box.left)},${Math.round(box.top)}`;
    },
    focusedName: () =>
      document.activeElement && document.activeElement !== document.body ? nameOf(document.activeElement) : null,
  };
})();
