import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { acceptedRange, checkRemoteManifest, satisfies } from './contractCheck.mjs';

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

  it('takes the range from the shell manifest first, else from the longest subpath key', () => {
    const shell = { shared: [{ name: 'react/jsx-runtime', requiredVersion: '^20.0.0' }] };
    assert.deepEqual(acceptedRange('react/jsx-runtime', shell), { known: true, range: '^20.0.0' });
    const withoutRange = { shared: [{ name: 'react', requiredVersion: undefined }] };
    assert.equal(acceptedRange('react', withoutRange).range, acceptedRange('react').range);
    assert.match(String(acceptedRange('react-dom/client').range), /^\^19\./);
  });

  it('covers subpaths through the package key (react/ → react/jsx-runtime)', () => {
    assert.equal(acceptedRange('react/jsx-runtime').known, true);
    assert.equal(acceptedRange('left-pad').known, false);
  });
});
