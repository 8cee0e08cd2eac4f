import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { acceptedRange, checkBuiltRemotes, checkRemoteManifest, satisfies } from './contractCheck.mjs';

/** A real mf-blog manifest (trimmed to the fields the check reads). */
const blog = JSON.parse(fs.readFileSync(new URL('./fixtures/mf-blog.manifest.json', import.meta.url), 'utf8'));
const copy = () => structuredClone(blog);

describe('contract check', () => {
  it('passes the manifest of a real mf-blog build', () => {
    assert.deepEqual(checkRemoteManifest('blog', blog), []);
  });

  it('fails when a declared module is not exposed, naming remote and module', () => {
    const manifest = copy();
    manifest.exposes = manifest.exposes.filter((entry) => entry.name !== 'BlogTeaser');
    assert.deepEqual(checkRemoteManifest('blog', manifest), [
      'mf_blog: does not expose "BlogTeaser", which packages/contracts declares',
    ]);
  });

  it('fails on an undeclared exposed module', () => {
    const manifest = copy();
    manifest.exposes.push({ name: 'BlogAdminPage', path: './BlogAdminPage' });
    assert.deepEqual(checkRemoteManifest('blog', manifest), [
      'mf_blog: exposes "BlogAdminPage", which packages/contracts does not declare',
    ]);
  });

  it('fails on a singleton at a version the shell does not accept', () => {
    const manifest = copy();
    manifest.shared.find((entry) => entry.name === 'react').version = '18.3.1';
    const [problem, ...rest] = checkRemoteManifest('blog', manifest);
    assert.match(problem, /^mf_blog: shares the singleton "react" at 18\.3\.1; the shell accepts \^19\./);
    assert.deepEqual(rest, []);
  });

  it('judges versions against the shell manifest when there is one', () => {
    const shell = { shared: [{ name: 'react-hot-toast', requiredVersion: '^3.0.0' }] };
    assert.match(
      checkRemoteManifest('blog', blog, shell).join('\n'),
      /"react-hot-toast" at 2\.6\.1; the shell accepts \^3\.0\.0/,
    );
  });

  it('fails on a singleton the shell does not share (the remote would load its own copy), naming it', () => {
    const manifest = copy();
    manifest.shared.push({ name: 'left-pad', version: '1.3.0', singleton: true });
    assert.deepEqual(checkRemoteManifest('blog', manifest), [
      'mf_blog: shares "left-pad" as a singleton, which the shell does not share',
    ]);
    const shell = { shared: [{ name: 'react', requiredVersion: '^19.0.0' }] };
    assert.deepEqual(checkRemoteManifest('blog', manifest, shell), [
      'mf_blog: shares "left-pad" as a singleton, which the shell does not share',
    ]);
  });

  it('fails on react-router or a subpath of a package shared without subpaths: names that only start like a shared one', () => {
    const manifest = copy();
    manifest.shared.push(
      { name: 'react-router', version: '7.9.0', singleton: true },
      { name: 'react-hot-toast/headless', version: '2.6.1', singleton: true },
    );
    assert.deepEqual(checkRemoteManifest('blog', manifest), [
      'mf_blog: shares "react-router" as a singleton, which the shell does not share',
      'mf_blog: shares "react-hot-toast/headless" as a singleton, which the shell does not share',
    ]);
  });

  it('reports a missing manifest as problems instead of failing itself', () => {
    assert.deepEqual(checkRemoteManifest('blog', undefined), [
      'mf_blog: the manifest names the container "undefined"',
      'mf_blog: does not expose "BlogListPage", which packages/contracts declares',
      'mf_blog: does not expose "BlogJavascriptPage", which packages/contracts declares',
      'mf_blog: does not expose "BlogPostPage", which packages/contracts declares',
      'mf_blog: does not expose "BlogTeaser", which packages/contracts declares',
    ]);
  });

  it('lets a non-singleton shared package through whatever its version', () => {
    const manifest = copy();
    manifest.shared.push({ name: 'left-pad', version: '0.0.1', singleton: false });
    assert.deepEqual(checkRemoteManifest('blog', manifest), []);
  });

  it('reports an unknown remote and a manifest without exposes', () => {
    assert.deepEqual(checkRemoteManifest('admin', blog), [
      'unknown remote "admin" (not in packages/contracts remoteNames)',
    ]);
    const problems = checkRemoteManifest('blog', { name: 'mf_blog' });
    assert.ok(problems.length > 0);
    assert.ok(problems.every((problem) => problem.startsWith('mf_blog: does not expose')));
  });

  it('fails on a container name that is not the declared one', () => {
    assert.deepEqual(checkRemoteManifest('blog', { ...copy(), name: 'blog' }), [
      'mf_blog: the manifest names the container "blog"',
    ]);
  });
});

describe('version ranges', () => {
  it('accepts caret-compatible versions only', () => {
    assert.equal(satisfies('19.3.1', '^19.3.1'), true);
    assert.equal(satisfies('19.4.0', '^19.3.1'), true);
    assert.equal(satisfies('19.3.0', '^19.3.1'), false);
    assert.equal(satisfies('20.0.0', '^19.3.1'), false);
    assert.equal(satisfies('0.3.5', '^0.3.1'), true);
    assert.equal(satisfies('0.4.0', '^0.3.1'), false);
    assert.equal(satisfies('1.0.0', false), true);
    assert.equal(satisfies('1.0.0', null), true); // the shell's manifest writes no range as null
  });

  it('an exact version, "*" or an empty range; a pre-release and a malformed version', () => {
    assert.equal(satisfies('2.6.1', '2.6.1'), true);
    assert.equal(satisfies('2.6.2', '2.6.1'), false);
    assert.equal(satisfies('9.9.9', '*'), true);
    assert.equal(satisfies('9.9.9', ''), true);
    assert.equal(satisfies('9.9.9', undefined), true);
    assert.equal(satisfies('19.3.1-rc.1', '^19.3.1'), true);
    assert.equal(satisfies('19.x', '^19.3.1'), false);
    assert.equal(satisfies('19.3.1', '^19'), false);
    assert.equal(satisfies('19.2.9', '^19.3.1'), false);
    assert.equal(satisfies('18.9.9', '^19.3.1'), false);
  });

  it('refuses a version or a caret range that lacks its patch number, even when the minor is higher', () => {
    assert.equal(satisfies('19.4', '^19.3.1'), false);
    assert.equal(satisfies('19.4.0', '^19.3'), false);
  });

  it('takes the range from the shell manifest first, else from the package or its subpath key', () => {
    const shell = { shared: [{ name: 'react/jsx-runtime', requiredVersion: '^20.0.0' }] };
    assert.deepEqual(acceptedRange('react/jsx-runtime', shell), { known: true, range: '^20.0.0' });
    const withoutRange = { shared: [{ name: 'react', requiredVersion: undefined }] };
    assert.equal(acceptedRange('react', withoutRange).range, acceptedRange('react').range);
    // A shell manifest that lists no shared packages at all falls back the same way.
    assert.deepEqual(acceptedRange('react', {}), acceptedRange('react'));
    assert.match(String(acceptedRange('react-dom/client').range), /^\^19\./);
  });

  it('covers subpaths through the package key (react/ → react/jsx-runtime)', () => {
    assert.equal(acceptedRange('react/jsx-runtime').known, true);
    assert.equal(acceptedRange('left-pad').known, false);
  });
});

describe('the contract check of the built remotes', () => {
  /** A checkout with the given `dist/mf-manifest.json` files (`{ 'mf-blog': manifest }`). */
  function checkout(manifests) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-check-'));
    for (const [dir, manifest] of Object.entries(manifests)) {
      fs.mkdirSync(path.join(root, dir, 'dist'), { recursive: true });
      fs.writeFileSync(path.join(root, dir, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
    }
    return root;
  }

  it('judges each remote against the built shell, names a remote without a build and a folder that is no remote', () => {
    const blogOnReact18 = copy();
    blogOnReact18.shared.find((entry) => entry.name === 'react').version = '18.3.1';
    const root = checkout({
      shell: { shared: [{ name: 'react', requiredVersion: '^18.2.0' }] },
      'mf-blog': blogOnReact18,
      'mf-admin': { name: 'mf_admin' },
    });
    try {
      assert.deepEqual(checkBuiltRemotes(root, ['mf-blog', 'mf-careers', 'mf-admin']), [
        { dir: 'mf-blog', problems: [] },
        { dir: 'mf-careers', problems: ['mf-careers: no build found (run npm run build -w mf-careers)'] },
        { dir: 'mf-admin', problems: ['unknown remote "mf-admin" (not in packages/contracts remoteNames)'] },
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('without a shell build, judges against the shell’s shared configuration', () => {
    const blogOnReact18 = copy();
    blogOnReact18.shared.find((entry) => entry.name === 'react').version = '18.3.1';
    const root = checkout({ 'mf-blog': blogOnReact18 });
    try {
      const [{ problems }] = checkBuiltRemotes(root, ['mf-blog']);
      assert.equal(problems.length, 1);
      assert.match(problems[0], /^mf_blog: shares the singleton "react" at 18\.3\.1; the shell accepts \^19\./);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
