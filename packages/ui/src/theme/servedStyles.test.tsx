import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { GlobalStyles } from './GlobalStyles';
import { ThemeRoot } from './ThemeRoot';
import { adoptServedStyles, servedStyleTags } from './servedStyles';

const Served = styled.p({ color: 'rgb(1, 2, 3)' });
const NotServed = styled.p({ color: 'rgb(4, 5, 6)' });

/** The emotion class of an element (`css-<name>`), and its name. */
const emotionNameOf = (element: Element) => {
  const name = /(?:^|\s)css-([a-z0-9]+)/.exec(element.className)?.[1];
  if (!name) throw new Error(`no emotion class on ${element.outerHTML}`);
  return name;
};

/** The emotion name `Served` gets, read from a render on a page that was served nothing. */
function nameOfServed(): string {
  const { container, unmount } = render(
    <CacheProvider value={adoptServedStyles(document).cache}>
      <Served>text</Served>
    </CacheProvider>,
  );
  const name = emotionNameOf(container.querySelector('p') as Element);
  unmount();
  return name;
}

/** A style element's rules, whether written as text or inserted into its sheet (emotion's speedy mode). */
const rulesOf = (node: Node) =>
  node.textContent || [...((node as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('');

/** Every `<style>` added to or removed from the document while `work` runs. */
async function styleChangesDuring(work: () => void): Promise<string[]> {
  const changes: string[] = [];
  const note = (records: MutationRecord[]) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => node.nodeName === 'STYLE' && changes.push(`added ${rulesOf(node)}`));
      record.removedNodes.forEach((node) => node.nodeName === 'STYLE' && changes.push(`removed ${rulesOf(node)}`));
    }
  };
  const observer = new MutationObserver(note);
  observer.observe(document, { childList: true, subtree: true });
  work();
  await Promise.resolve();
  note(observer.takeRecords());
  observer.disconnect();
  return changes;
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('servedStyleTags', () => {
  it('writes one tag per chunk with its key and ids under the served attribute, and none for an empty chunk', () => {
    expect(
      servedStyleTags([
        { key: 'css-global', ids: ['g1'], css: 'body{margin:0}' },
        { key: 'css', ids: ['a1', 'b2'], css: '.css-a1{color:red}.css-b2{color:blue}' },
        { key: 'css', ids: [], css: '' },
      ]),
    ).toBe(
      '<style data-served-styles="css-global g1">body{margin:0}</style>' +
        '<style data-served-styles="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>',
    );
  });
});

describe('adoptServedStyles', () => {
  it('counts every served rule as inserted and says whether the global styles were served', () => {
    document.head.innerHTML = servedStyleTags([
      { key: 'css-global', ids: ['g1'], css: 'body{margin:0}' },
      { key: 'css', ids: ['a1', 'b2'], css: '.css-a1{color:red}' },
    ]);
    const { cache, globalsServed } = adoptServedStyles(document);
    expect(cache.key).toBe('css');
    expect(cache.inserted).toEqual({ g1: true, a1: true, b2: true });
    expect(globalsServed).toBe(true);
    document.head.innerHTML = servedStyleTags([{ key: 'css', ids: ['a1'], css: '.css-a1{color:red}' }]);
    expect(adoptServedStyles(document).globalsServed).toBe(false);
  });

  it('hydrates a served rule without moving, removing or inserting a style element', async () => {
    const name = nameOfServed();
    document.head.innerHTML =
      '<title>page</title>' +
      servedStyleTags([{ key: 'css', ids: [name], css: `.css-${name}{color:rgb(1, 2, 3);}` }]) +
      '<meta name="after">';
    const served = [...document.head.children];
    const changes = await styleChangesDuring(() =>
      render(
        <CacheProvider value={adoptServedStyles(document).cache}>
          <Served>text</Served>
        </CacheProvider>,
      ),
    );
    expect(changes).toEqual([]);
    expect([...document.head.children]).toEqual(served);
    expect(getComputedStyle(document.querySelector('p') as Element).color).toBe('rgb(1, 2, 3)');
  });

  it('inserts a rule the page was not served, once, after the served ones', async () => {
    const name = nameOfServed();
    document.head.innerHTML = servedStyleTags([{ key: 'css', ids: [name], css: `.css-${name}{color:rgb(1, 2, 3);}` }]);
    const changes = await styleChangesDuring(() =>
      render(
        <CacheProvider value={adoptServedStyles(document).cache}>
          <Served>served</Served>
          <NotServed>new</NotServed>
          <NotServed>new again</NotServed>
        </CacheProvider>,
      ),
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatch(/^added \.css-[a-z0-9]+ ?\{ ?color: ?rgb\(4, 5, 6\);? ?\}$/);
    expect(document.head.lastElementChild?.getAttribute('data-emotion')).toBe('css');
  });
});

describe('GlobalStyles', () => {
  const renderGlobals = (served: boolean) =>
    render(
      <CacheProvider value={adoptServedStyles(document).cache}>
        <ThemeRoot>
          <GlobalStyles served={served} />
        </ThemeRoot>
      </CacheProvider>,
    );

  it('renders the global styles when the page was not served them', () => {
    renderGlobals(false);
    const globals = document.head.querySelector('style[data-emotion="css-global"]');
    expect(globals && rulesOf(globals)).toContain('box-sizing');
  });

  it('adds nothing when the page was served them', async () => {
    expect(await styleChangesDuring(() => renderGlobals(true))).toEqual([]);
  });
});
