import { Banner, RemoteRoot, usePageMeta } from '@codecrush/ui';
import { pageIntros } from '../content/pageIntros';
import { remote } from '../remote';
import { GalleryMosaic } from '../sections/gallery/GalleryMosaic';

const intro = pageIntros.gallery;

/** /gallery: "Our Team always like to click" and the photo mosaic. */
export default function GalleryPage() {
  usePageMeta({ title: intro.metaTitle, description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
      <GalleryMosaic />
    </RemoteRoot>
  );
}
