import { useEffect, useRef, useState } from 'react';
import { firstHeroContent, loadHeroContent } from '../content/home/heroArt';
import type { HeroContent } from '../content/home/heroArt';

/**
 * The hero's slides and art: the first slide at once, all eight once `needed` turns true. If that
 * chunk fails to load, the hero keeps showing the first slide.
 */
export function useHeroContent(needed: boolean): HeroContent {
  const [content, setContent] = useState<HeroContent>(firstHeroContent);
  const requested = useRef(false);
  useEffect(() => {
    if (!needed || requested.current) return;
    requested.current = true;
    loadHeroContent().then(setContent, () => undefined);
  }, [needed]);
  return content;
}
