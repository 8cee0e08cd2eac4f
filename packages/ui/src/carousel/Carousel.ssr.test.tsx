/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Carousel } from './Carousel';

describe('Carousel on the server', () => {
  it('renders without a window, with the desktop settings and the pause control', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <ThemeRoot>
        <Carousel label="Partners" slidesToShow={4} autoplay responsive={[{ below: 1024, slidesToShow: 2 }]}>
          {['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((name) => (
            <p key={name}>{name}</p>
          ))}
        </Carousel>
      </ThemeRoot>,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Partners"');
    expect(html).toContain('Charlie');
    expect(html).toContain('aria-label="Pause slideshow"');
  });
});
