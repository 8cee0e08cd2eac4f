import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeRoot } from '@codecrush/ui';
import { renderWithProviders } from '@codecrush/composition/test';
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
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('opens on demand and lists every remote with its manifest, build, state, load time and override', async () => {
    const store = createRemoteStatusStore();
    store.register(remotes, { mf_forms: remotes.mf_forms });
    // Opening the panel reads the build of remotes not loaded yet from their manifests.
    const fetchMock = jest.fn(async (url: string) => ({
      ok: true,
      json: async () => ({
        name: Object.entries(remotes).find(([, u]) => u === url)?.[0],
        metaData: { buildInfo: { buildVersion: url.includes('4005') ? 'dev' : 'r-2026.11.23' } },
      }),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    // Known already: a remote loading now, and one whose manifest the runtime read before loading it.
    store.loading('mf_portfolio');
    store.manifest({ name: 'mf_marketing', metaData: { buildInfo: { buildVersion: 'r-2026.11.20' } } });
    renderWithProviders(<RemotesPanel store={store} />);

    const toggle = screen.getByRole('button', { name: 'Remotes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Only the remotes neither loading nor with a known build.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([remotes.mf_blog, remotes.mf_careers, remotes.mf_forms]);

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
    const careers = within(screen.getByRole('table')).getByRole('row', { name: /mf_careers/ });
    expect(careers).toHaveTextContent('not loaded yet');
    expect(await within(careers).findByText('r-2026.11.23')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(remotes.mf_careers, { cache: 'no-store' });
  });

  it('shows each remote’s state with its retries, and a dash for what is not known yet', async () => {
    const store = createRemoteStatusStore();
    store.register(remotes, {});
    globalThis.fetch = (async () => ({ ok: false })) as unknown as typeof fetch;
    store.loading('mf_blog');
    store.retrying('mf_blog', 1);
    store.loading('mf_portfolio');
    store.retrying('mf_portfolio', 2);
    store.loading('mf_careers');
    store.loaded('mf_careers', 90);
    renderWithProviders(<RemotesPanel store={store} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remotes' }));
    const cells = (name: string) =>
      within(within(screen.getByRole('table')).getByRole('row', { name: new RegExp(name) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('mf_blog').slice(0, 3)).toEqual(['—', 'retrying (1 retry)', '—']);
    expect(cells('mf_portfolio').slice(0, 3)).toEqual(['—', 'retrying (2 retries)', '—']);
    expect(cells('mf_careers').slice(0, 3)).toEqual(['—', 'loaded', '90 ms']);
    expect(cells('mf_forms').slice(0, 3)).toEqual(['—', 'not loaded yet', '—']);
  });

  it('prerenders only the toggle: nothing is known about the remotes before the page runs', () => {
    const store = createRemoteStatusStore();
    store.register(remotes, {});
    const html = renderToString(
      <ThemeRoot>
        <RemotesPanel store={store} />
      </ThemeRoot>,
    );
    expect(html).toContain('Remotes');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('mf_blog');
  });

  it('says which release of a remote with a running canary this page load got', async () => {
    const store = createRemoteStatusStore();
    store.register(remotes, {});
    // The manifests of remotes not loaded yet are not what this test reads: none answers.
    globalThis.fetch = (async () => ({ ok: false })) as unknown as typeof fetch;
    const canary = (url: string) => ({ remote: 'mf_blog' as const, url, weight: 20 });
    const { rerender } = renderWithProviders(<RemotesPanel store={store} canary={canary(remotes.mf_blog)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remotes' }));
    const row = (name: RegExp) => within(screen.getByRole('table')).getByRole('row', { name });
    expect(row(/mf_blog/)).toHaveTextContent('(canary for 20 % of page loads)');
    expect(row(/mf_forms/)).not.toHaveTextContent('canary');
    rerender(<RemotesPanel store={store} canary={canary('http://localhost:3003/releases/v3/mf-manifest.json')} />);
    expect(row(/mf_blog/)).toHaveTextContent('(stable; a canary gets 20 % of page loads)');
    rerender(<RemotesPanel store={store} />);
    expect(row(/mf_blog/)).not.toHaveTextContent('canary');
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
