import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Boxes } from 'lucide-react';
import { remotesPanelText as text } from '../content/remotesPanel';
import type { SiteConfig } from '@codecrush/contracts';
import type { RemoteStatus, RemoteStatusStore } from '../federation/remoteStatus';
import { Dock, Panel, Toggle } from './remotesPanelStyles';

// Stryker disable next-line ArrowFunction: React skips a missing unsubscribe, and nothing here ever calls back
const subscribeNever = () => () => undefined;

type Canary = SiteConfig['canary'];

/** Which release of a remote with a running canary this page load got, or nothing for another remote. */
const releaseNote = (remote: RemoteStatus, canary: Canary) => {
  if (canary?.remote !== remote.name) return undefined;
  return remote.url === canary.url ? text.canary(canary.weight) : text.stableBesideCanary(canary.weight);
};

function Row({ remote, canary }: { remote: RemoteStatus; canary: Canary }) {
  const state = text.states[remote.state];
  const note = releaseNote(remote, canary);
  return (
    <tr data-remote-status={remote.name}>
      <th scope="row">{remote.name}</th>
      <td data-column="build">{remote.build ?? text.unknown}</td>
      <td data-column="state">{remote.retries > 0 ? `${state} (${text.retries(remote.retries)})` : state}</td>
      <td>{remote.loadMs === undefined ? text.unknown : text.milliseconds(remote.loadMs)}</td>
      <td>
        <code>{remote.url}</code>
        {remote.override && ` (${text.override})`}
        {note && ` (${note})`}
      </td>
    </tr>
  );
}

/**
 * For the teams that deploy the remotes: which manifest, build and load state each remote has on
 * this page, and for a remote with a running canary (`canary`, from the live site config) which of
 * its releases this page load got. Rendered only when `devOverridesEnabled` is on, never for
 * ordinary visitors.
 */
export function RemotesPanel({ store, canary }: { store: RemoteStatusStore; canary?: Canary }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Stryker disable next-line ArrowFunction,ArrayDeclaration: the server snapshot is read only while `hydrated` is false, when no row renders
  const remotes = useSyncExternalStore(store.subscribe, store.getSnapshot, () => []);
  // Nothing is known before the page runs in a browser (prerendered HTML carries only the toggle).
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    // Stryker disable next-line ArrowFunction: undefined is as false as false
    () => false,
  );
  // Remotes this page has not loaded yet: read their build from the manifest they would load.
  useEffect(() => {
    if (!open) return;
    for (const remote of store.getSnapshot()) {
      if (remote.build !== undefined || remote.state !== 'not loaded') continue;
      fetch(remote.url, { cache: 'no-store' })
        .then((response) => (response.ok ? response.json() : undefined))
        .then(store.manifest, () => undefined);
    }
  }, [open, store]);
  return (
    <Dock aria-label={text.title}>
      <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Boxes size={16} aria-hidden="true" />
        {text.toggle}
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        <h2>{text.title}</h2>
        <p>{text.caption}</p>
        {hydrated && (
          <table>
            <thead>
              <tr>
                <th scope="col">{text.columns.remote}</th>
                <th scope="col">{text.columns.build}</th>
                <th scope="col">{text.columns.state}</th>
                <th scope="col">{text.columns.loadTime}</th>
                <th scope="col">{text.columns.manifest}</th>
              </tr>
            </thead>
            <tbody>
              {remotes.map((remote) => (
                <Row key={remote.name} remote={remote} canary={canary} />
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </Dock>
  );
}
