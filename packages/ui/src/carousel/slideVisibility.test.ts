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

  it('does nothing before the carousel is mounted', () => {
    expect(() => syncSlideVisibility(null)).not.toThrow();
  });
});
