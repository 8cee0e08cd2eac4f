import { ButtonLink, Picture } from '@codecrush/ui';
import { heroTiming } from '../../content/home/firstSlide';
import { heroText } from '../../content/home/heroText';
import { HeroControls } from '../../components/home/HeroControls';
import { Layout, Root } from '../../components/home/heroStyles';
import type { ArtState } from '../../components/home/heroStyles';
import { useHeroContent } from '../../hooks/useHeroContent';
import { useHeroSlider } from '../../hooks/useHeroSlider';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';

/** The hero slider: eight slides; the first one's backdrop is the page's LCP image. */
export function HeroSection() {
  const reducedMotion = usePrefersReducedMotion();
  const slider = useHeroSlider({ ...heroTiming, reducedMotion });
  const { index, fading, moved, paused } = slider;
  const { slides, art } = useHeroContent(fading || index !== 0);
  // The next slide's art is rendered unseen, so it has loaded by the time the slide shows.
  const stateOf = (i: number): ArtState =>
    i === index ? 'active' : i === (index + 1) % heroTiming.count ? 'next' : 'idle';
  // The first slide's vision image is the LCP element (Chrome does not count the full-bleed backdrop).
  const images = (key: 'backgroundImage' | 'visionImage', part: string, sizes: string) =>
    slides.map((slide, i) => {
      const image = art[slide[key]];
      const lcp = i === 0 && key === 'visionImage';
      return (
        <div key={slide[key]} data-part={part} data-state={stateOf(i)} data-fading={fading && i === index}>
          {image && <Picture image={image} alt="" sizes={sizes} priority={lcp} />}
        </div>
      );
    });

  return (
    <Root aria-roledescription="carousel" aria-label={heroText.label} data-moved={moved}>
      {images('backgroundImage', 'backdrop', '100vw')}
      <Layout>
        <div>
          <h1 tabIndex={-1}>{heroText.heading}</h1>
          <div data-part="texts" aria-live={paused ? 'polite' : 'off'}>
            {slides.map((slide, i) => (
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={heroText.counterLabel(i + 1, heroTiming.count)}
                aria-hidden={i !== index}
                data-part="text"
                data-state={i === index ? 'active' : 'idle'}
                data-fading={fading && i === index}
              >
                <h2>{slide.title}</h2>
                <p>{slide.description}</p>
              </div>
            ))}
          </div>
          <ButtonLink to={heroText.hireTo} variant="accent" size="lg">
            {heroText.hire}
          </ButtonLink>
          <HeroControls slider={slider} count={heroTiming.count} />
        </div>
        <div data-part="stack">{images('visionImage', 'vision', '(max-width: 1023px) 90vw, 520px')}</div>
      </Layout>
    </Root>
  );
}
