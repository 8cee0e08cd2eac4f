import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import type { ResponsiveImage } from '../images/types';
import { Picture } from './Picture';

const image: ResponsiveImage = {
  src: '/img/hero-960.webp',
  width: 1440,
  height: 810,
  sources: [
    { type: 'image/avif', srcSet: '/img/hero-480.avif 480w, /img/hero-960.avif 960w, /img/hero-1440.avif 1440w' },
    { type: 'image/webp', srcSet: '/img/hero-480.webp 480w, /img/hero-960.webp 960w, /img/hero-1440.webp 1440w' },
  ],
};

describe('Picture', () => {
  it('renders one source per format, AVIF first, with the sizes hint', () => {
    const { container } = renderWithTheme(
      <Picture image={image} alt="Team at work" sizes="(max-width: 767px) 100vw, 50vw" />,
    );
    const sources = container.querySelectorAll('picture > source');
    expect(sources).toHaveLength(2);
    expect(sources[0]).toHaveAttribute('type', 'image/avif');
    expect(sources[0]).toHaveAttribute('srcset', image.sources[0]?.srcSet);
    expect(sources[1]).toHaveAttribute('type', 'image/webp');
    sources.forEach((source) => expect(source).toHaveAttribute('sizes', '(max-width: 767px) 100vw, 50vw'));
  });

  it('sets the fallback src, intrinsic size and alt text, and loads lazily by default', () => {
    renderWithTheme(<Picture image={image} alt="Team at work" />);
    const img = screen.getByRole('img', { name: 'Team at work' });
    expect(img).toHaveAttribute('src', image.src);
    expect(img).toHaveAttribute('width', '1440');
    expect(img).toHaveAttribute('height', '810');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads a priority image eagerly with high fetch priority', () => {
    renderWithTheme(<Picture image={image} alt="Hero" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'sync');
  });

  it('treats an empty alt as decorative and passes className to the img', () => {
    const { container } = renderWithTheme(<Picture image={image} alt="" className="cover" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveClass('cover');
  });
});
