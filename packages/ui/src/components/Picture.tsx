import styled from '@emotion/styled';
import type { ResponsiveImage } from '../images/types';

export type PictureProps = {
  image: ResponsiveImage;
  /** Alternative text; `""` for a decorative image. */
  alt: string;
  /** The `sizes` hint for the width candidates, e.g. `(max-width: 767px) 100vw, 400px`. */
  sizes?: string;
  /**
   * Above the fold (the LCP image): load eagerly with high fetch priority and decode with the frame
   * it belongs to (the prerenderer also preloads it). Otherwise lazy, decoded off the frame.
   */
  priority?: boolean;
  /** Applied to the `<img>`. */
  className?: string;
};

const Frame = styled.picture({ display: 'contents' });
const Img = styled.img({ display: 'block', width: '100%', height: 'auto' });

/**
 * A responsive image: AVIF and WebP candidates in several widths, with the intrinsic width and
 * height always set so the browser reserves the space (no layout shift). `<picture>` itself is
 * `display: contents`, so a parent's `& img` rules (object-fit, height: 100%) apply as to a bare img.
 */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  return (
    <Frame>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <Img
        className={className}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </Frame>
  );
}
