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

  it('covers subpaths through the package key (react/ → react/jsx-runtime)', () => {
    assert.equal(acceptedRange('react/jsx-runtime').known, true);
    assert.equal(acceptedRange('left-pad').known, false);
  });
});
