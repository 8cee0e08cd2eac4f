import { Banner, usePageMeta } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { galleryText } from '../content/galleryText';
import { remote } from '../remote';
import { GalleryMosaic } from '../sections/gallery/GalleryMosaic';

const intro = galleryText.banner;

/** /gallery: "Our Team always like to click" and the photo mosaic. */
export default function GalleryPage() {
  usePageMeta({ description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
      <GalleryMosaic />
    </RemoteRoot>
  );
}
