import { Banner, RemoteRoot, usePageMeta } from '@codecrush/ui';
import { useParams } from '@codecrush/ui/router';
import { findById } from '../content/lookup';
import { remote } from '../remote';

export type CatalogEntryPageProps = {
  /** Display names by id (services, industries or R&D offerings). */
  catalogue: Readonly<Record<string, string>>;
  /** The route parameter holding the id. */
  param: 'serviceid' | 'id';
  notFound: { title: string; hint: string };
};

/** A page for one entry of a catalogue, or its "not found" state for an unknown id. */
export function CatalogEntryPage({ catalogue, param, notFound }: CatalogEntryPageProps) {
  const name = findById(catalogue, useParams()[param]);
  const title = name ?? notFound.title;
  usePageMeta({ title });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={title} subtitle={name ? undefined : notFound.hint} />
    </RemoteRoot>
  );
}
