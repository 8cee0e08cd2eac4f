import { act, renderHook } from '@testing-library/react';
import { firstHeroContent, loadHeroContent } from '../content/home/heroArt';
import type { HeroContent } from '../content/home/heroArt';
import { useHeroContent } from './useHeroContent';

jest.mock('../content/home/heroArt', () => ({
  ...jest.requireActual<object>('../content/home/heroArt'),
  loadHeroContent: jest.fn(),
}));

const load = jest.mocked(loadHeroContent);
/** A stand-in for all eight slides (only its identity matters here). */
const allContent: HeroContent = { slides: [...firstHeroContent.slides, ...firstHeroContent.slides], art: {} };

/** Lets the loader's promise settle inside act. */
const settle = () => act(async () => undefined);

beforeEach(() => load.mockReset().mockResolvedValue(allContent));

describe('useHeroContent', () => {
  it('shows the first slide and loads nothing until the rest is needed', async () => {
    const { result, rerender } = renderHook((needed: boolean) => useHeroContent(needed), { initialProps: false });
    rerender(false);
    await settle();
    expect(result.current).toBe(firstHeroContent);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads every slide once needed, and only once', async () => {
    const { result, rerender } = renderHook((needed: boolean) => useHeroContent(needed), { initialProps: false });
    rerender(true);
    await settle();
    expect(result.current).toBe(allContent);
    rerender(false);
    rerender(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(allContent);
  });

  it('keeps the first slide when the chunk fails to load', async () => {
    load.mockRejectedValue(new Error('chunk failed'));
    const { result } = renderHook(() => useHeroContent(true));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(firstHeroContent);
  });
});
