/**
 * Node's environment (the prerenderer runs in Node), as StrykerJS provides it so a mutation run
 * sees which test reaches which code; outside a run it is jest's Node environment.
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSiteConfig } from '@codecrush/contracts';
import type { RemoteName } from '@codecrush/contracts';
import { deployedSources, localSources } from './sources';
import type { Manifest } from './sources';

const origin = 'https://www.codecrush.tech';
const manifest: Manifest = {
  shared: [],
  exposes: [{ name: 'BlogPostPage', assets: { js: { sync: ['static/js/post.js'] }, css: { sync: [] } } }],
};
/** One remote on the site's own origin (a path), the others on hosts of their own. */
const config = parseSiteConfig({
  remotes: {
    mf_marketing: 'http://localhost:3001/mf-manifest.json',
    mf_portfolio: 'https://cdn.example.com/portfolio/v2/mf-manifest.json',
    mf_blog: '/remotes/mf_blog/mf-manifest.json',
    mf_careers: 'http://localhost:3004/mf-manifest.json',
    mf_forms: 'http://localhost:3005/mf-manifest.json',
  },
  api: { baseUrl: 'http://localhost:4000' },
});

afterEach(() => jest.restoreAllMocks());

describe('the deployed remotes', () => {
  const sources = deployedSources(config, origin);

  it('keeps a site path as a path, an absolute URL as its directory, and loads Node builds beside them', () => {
    expect(Object.keys(sources).sort()).toEqual(Object.keys(config.remotes).sort());
    expect(sources.mf_blog.browserBase).toBe('/remotes/mf_blog/');
    expect(sources.mf_blog.nodeEntry).toBe('https://www.codecrush.tech/remotes/mf_blog/node/remoteEntry.js');
    expect(sources.mf_portfolio.browserBase).toBe('https://cdn.example.com/portfolio/v2/');
    expect(sources.mf_portfolio.nodeEntry).toBe('https://cdn.example.com/portfolio/v2/node/remoteEntry.js');
    expect(sources.mf_marketing.browserBase).toBe('http://localhost:3001/');
  });

  it('fetches the manifest from the public origin, never from a cache', async () => {
    const fetched = jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(manifest));
    await expect(sources.mf_blog.manifest()).resolves.toEqual(manifest);
    expect(fetched).toHaveBeenCalledWith('https://www.codecrush.tech/remotes/mf_blog/mf-manifest.json', {
      cache: 'no-store',
    });
  });

  it('fails with the URL and the status when the manifest is not there', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('gone', { status: 404 }));
    await expect(sources.mf_portfolio.manifest()).rejects.toThrow(
      'https://cdn.example.com/portfolio/v2/mf-manifest.json answered 404',
    );
  });
});

describe('the local remotes', () => {
  const dists = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-sources-'));
  const distOf = (name: RemoteName) => path.join(dists, name);
  const sources = localSources(config, distOf);
  afterAll(() => fs.rmSync(dists, { recursive: true, force: true }));

  it('loads Node builds from dist/ on disk while pages name the served URLs', () => {
    expect(Object.keys(sources).sort()).toEqual(Object.keys(config.remotes).sort());
    expect(sources.mf_blog.browserBase).toBe('/remotes/mf_blog/');
    expect(sources.mf_careers.browserBase).toBe('http://localhost:3004/');
    expect(sources.mf_careers.nodeEntry).toBe(
      pathToFileURL(path.join(dists, 'mf_careers', 'node', 'remoteEntry.js')).href,
    );
  });

  it("reads each remote's manifest from its dist/", async () => {
    fs.mkdirSync(distOf('mf_blog'), { recursive: true });
    fs.writeFileSync(path.join(distOf('mf_blog'), 'mf-manifest.json'), JSON.stringify(manifest));
    await expect(sources.mf_blog.manifest()).resolves.toEqual(manifest);
  });
});
