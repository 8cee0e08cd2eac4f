import { syncSlideVisibility } from './slideVisibility';

/** A react-slick track: two slides, each with a link and a card that has its own tabindex. */
function track() {
  document.body.innerHTML = `<div id="root">${['one', 'two']
    .map(
      (name) =>
        `<div class="slick-slide" aria-hidden="false" id="${name}"><a href="/${name}">Read</a><div tabindex="0">Card</div></div>`,
    )
    .join('')}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  const slide = (name: string) => document.getElementById(name) as HTMLElement;
  const tabIndexes = (name: string) =>
    [...slide(name).querySelectorAll('a, [tabindex]')].map((el) => el.getAttribute('tabindex'));
  const setHidden = (name: string, hidden: boolean) => slide(name).setAttribute('aria-hidden', String(hidden));
  return { root, slide, tabIndexes, setHidden };
}

describe('syncSlideVisibility', () => {
  it('takes a hidden slide and its focusables out of reach, leaving the shown one as it is', () => {
    const { root, slide, tabIndexes, setHidden } = track();
    setHidden('two', true);
    syncSlideVisibility(root);
    expect(slide('two').hasAttribute('inert')).toBe(true);
    expect(tabIndexes('two')).toEqual(['-1', '-1']);
    expect(slide('one').hasAttribute('inert')).toBe(false);
    expect(tabIndexes('one')).toEqual([null, '0']);
  });

  it('gives a slide shown again each focusable’s own tab order back, even after being hidden twice', () => {
    const { root, slide, tabIndexes, setHidden } = track();
    setHidden('two', true);
    syncSlideVisibility(root);
    syncSlideVisibility(root);
    setHidden('two', false);
    syncSlideVisibility(root);
    expect(slide('two').hasAttribute('inert')).toBe(false);
    expect(tabIndexes('two')).toEqual([null, '0']);
    expect(slide('two').querySelectorAll('[data-carousel-tabindex]')).toHaveLength(0);
  });

  it('takes every kind of focusable out of the tab order, and only those', () => {
    document.body.innerHTML = `<div id="root"><div class="slick-slide" aria-hidden="true">
      <a href="/one">Link</a><map name="m"><area href="/two" alt="Area"></map><button>Button</button>
      <input><select></select><textarea></textarea><iframe title="Frame"></iframe>
      <details><summary>More</summary></details><audio controls></audio><video controls></video>
      <div contenteditable="true">Editable</div><div tabindex="0">Card</div>
      <a id="plain">No link</a><audio></audio><video></video><div contenteditable="false">Fixed</div>
    </div></div>`;
    syncSlideVisibility(document.getElementById('root'));
    const slide = document.querySelector('.slick-slide') as HTMLElement;
    const outOfReach = [...slide.querySelectorAll('[tabindex="-1"]')].map((el) => el.localName);
    expect(outOfReach).toEqual([
      'a',
      'area',
      'button',
      'input',
      'select',
      'textarea',
      'iframe',
      'summary',
      'audio',
      'video',
      'div',
      'div',
    ]);
    expect(slide.querySelector('#plain')).not.toHaveAttribute('tabindex');
  });

  it('does nothing before the carousel is mounted', () => {
    expect(() => syncSlideVisibility(null)).not.toThrow();
  });
});
