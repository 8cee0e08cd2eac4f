import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@codecrush/ui/test';
import { createRemoteStatusStore } from '../federation/remoteStatus';
import { RemotesPanel } from './RemotesPanel';

const remotes = {
  mf_marketing: 'http://localhost:3001/mf-manifest.json',
  mf_portfolio: 'http://localhost:3002/mf-manifest.json',
  mf_blog: 'http://localhost:3003/releases/v2/mf-manifest.json',
  mf_careers: 'http://localhost:3004/mf-manifest.json',
  mf_forms: 'http://localhost:4005/mf-manifest.json',
};

describe('RemotesPanel', () => {
  it('opens on demand and lists every remote with its manifest, build, state, load time and override', async () => {
    const store = createRemoteStatusStore();
    store.register(remotes, { mf_forms: remotes.mf_forms });
    renderWithProviders(<RemotesPanel store={store} />);

    const toggle = screen.getByRole('button', { name: 'Remotes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    act(() => {
      store.loading('mf_blog');
      store.manifest({ name: 'mf_blog', metaData: { buildInfo: { buildVersion: 'v2' } } });
      store.loaded('mf_blog', 142);
    });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(Object.keys(remotes));
    const blog = within(screen.getByRole('table')).getByRole('row', { name: /mf_blog/ });
    expect(blog).toHaveTextContent('v2');
    expect(blog).toHaveTextContent('loaded');
    expect(blog).toHaveTextContent('142 ms');
    expect(blog).toHaveTextContent(remotes.mf_blog);
    expect(within(screen.getByRole('table')).getByRole('row', { name: /mf_forms/ })).toHaveTextContent('(override)');
    expect(within(screen.getByRole('table')).getByRole('row', { name: /mf_careers/ })).toHaveTextContent(
      'not loaded yet',
    );
  });

  it('ignores manifests of remotes it does not list and junk', () => {
    const store = createRemoteStatusStore();
    store.register(remotes, {});
    const before = store.getSnapshot();
    store.manifest({ name: 'mf_unknown', metaData: { buildInfo: { buildVersion: 'x' } } });
    store.manifest('not json');
    store.manifest(null);
    expect(store.getSnapshot()).toBe(before);
  });
});
