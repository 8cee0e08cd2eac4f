import { createRemoteStatusStore } from './remoteStatus';
import { testRemotes } from './testRemotes';

const remotes = testRemotes;

function registeredStore() {
  const store = createRemoteStatusStore();
  store.register(remotes, { mf_blog: 'http://localhost:4003/mf-manifest.json' });
  return store;
}
const entryOf = (store: ReturnType<typeof createRemoteStatusStore>, name: string) =>
  store.getSnapshot().find((entry) => entry.name === name);

describe('remote status store', () => {
  it('shows nothing before the page registered its remotes, then one row per remote, not loaded yet', () => {
    const store = createRemoteStatusStore();
    expect(store.getSnapshot()).toEqual([]);
    store.register(remotes, { mf_blog: 'http://localhost:4003/mf-manifest.json' });
    expect(store.getSnapshot().map(({ name, state, retries }) => [name, state, retries])).toEqual(
      Object.keys(remotes).map((name) => [name, 'not loaded', 0]),
    );
  });

  it('marks only the overridden remote as overridden', () => {
    const store = registeredStore();
    expect(
      store
        .getSnapshot()
        .filter((entry) => entry.override)
        .map((entry) => entry.name),
    ).toEqual(['mf_blog']);
  });

  it('follows a load through its retries to the end, and a new load starts again from no retries', () => {
    const store = registeredStore();
    store.loading('mf_careers');
    expect(entryOf(store, 'mf_careers')).toMatchObject({ state: 'loading', retries: 0 });
    store.retrying('mf_careers', 2);
    expect(entryOf(store, 'mf_careers')).toMatchObject({ state: 'retrying', retries: 2 });
    store.failed('mf_careers', 950);
    expect(entryOf(store, 'mf_careers')).toMatchObject({ state: 'failed', loadMs: 950, retries: 2 });
    store.loading('mf_careers');
    expect(entryOf(store, 'mf_careers')).toMatchObject({ state: 'loading', retries: 0 });
    store.loaded('mf_careers', 120);
    expect(entryOf(store, 'mf_careers')).toMatchObject({ state: 'loaded', loadMs: 120 });
    expect(entryOf(store, 'mf_forms')).toMatchObject({ state: 'not loaded' });
  });

  it('tells its subscribers about every change until they unsubscribe', () => {
    const store = registeredStore();
    let changes = 0;
    const unsubscribe = store.subscribe(() => (changes += 1));
    store.loading('mf_blog');
    store.loaded('mf_blog', 10);
    expect(changes).toBe(2);
    unsubscribe();
    store.loading('mf_forms');
    expect(changes).toBe(2);
  });

  it('reads the build id of each manifest the page fetched', () => {
    const store = registeredStore();
    store.manifest({ name: 'mf_blog', metaData: { buildInfo: { buildVersion: 'b-42' } } });
    expect(entryOf(store, 'mf_blog')?.build).toBe('b-42');
    expect(entryOf(store, 'mf_forms')?.build).toBeUndefined();
  });

  it('ignores manifests it cannot read, and those of remotes the page did not register, without failing', () => {
    const store = registeredStore();
    const before = store.getSnapshot();
    for (const raw of [
      null,
      'mf_blog',
      { name: 'mf_blog' },
      { name: 'mf_blog', metaData: {} },
      { name: 'mf_blog', metaData: { buildInfo: { buildVersion: 42 } } },
      { name: 7, metaData: { buildInfo: { buildVersion: 'b-42' } } },
      { name: 'mf_unknown', metaData: { buildInfo: { buildVersion: 'b-42' } } },
    ]) {
      store.manifest(raw);
    }
    expect(store.getSnapshot()).toBe(before);
  });
});
