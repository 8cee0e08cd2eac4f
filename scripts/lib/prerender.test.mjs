/**
 * When `npm start` may skip the prerender: the record of a full prerender must change with every
 * input the pages are made from, and with the pages themselves. A shell folder of its own (SHELL_DIST)
 * in a temporary directory, with a page, a template and a site config.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { prerenderState } from './prerender.mjs';

describe('prerenderState', () => {
  let shellDir;
  let env;
  beforeEach(() => {
    shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-state-'));
    fs.writeFileSync(path.join(shellDir, 'shell-template.html'), '<html><div id="root"></div></html>');
    fs.writeFileSync(path.join(shellDir, 'index.html'), '<script id="codecrush-prerender">{}</script><h1>Home</h1>');
    fs.mkdirSync(path.join(shellDir, 'about'));
    fs.writeFileSync(path.join(shellDir, 'about', 'index.html'), '<h1>About</h1>');
    fs.writeFileSync(path.join(shellDir, 'site-config.json'), JSON.stringify({ remotes: {}, api: { baseUrl: 'a' } }));
    env = { ...process.env, SHELL_DIST: shellDir };
  });
  afterEach(() => fs.rmSync(shellDir, { recursive: true, force: true }));

  it('is the same while nothing changes, whatever the key order of the site config', () => {
    const before = prerenderState(env);
    fs.writeFileSync(path.join(shellDir, 'site-config.json'), JSON.stringify({ api: { baseUrl: 'a' }, remotes: {} }));
    assert.deepEqual(prerenderState(env), before);
    assert.match(before.inputs, /^[0-9a-f]{64}$/);
  });

  it('changes its inputs with the site config, the public origin and the template', () => {
    const { inputs } = prerenderState(env);
    fs.writeFileSync(path.join(shellDir, 'site-config.json'), JSON.stringify({ remotes: {}, api: { baseUrl: 'b' } }));
    const otherConfig = prerenderState(env).inputs;
    assert.notEqual(otherConfig, inputs);
    assert.notEqual(prerenderState({ ...env, PUBLIC_ORIGIN: 'https://codecrush.example' }).inputs, otherConfig);
    fs.writeFileSync(path.join(shellDir, 'shell-template.html'), '<html><div id="app"></div></html>');
    assert.notEqual(prerenderState(env).inputs, otherConfig);
  });

  it('changes its pages when a page is rewritten or copied in, its inputs staying the same', () => {
    const before = prerenderState(env);
    fs.writeFileSync(path.join(shellDir, 'about', 'index.html'), '<h1>About us</h1>');
    const after = prerenderState(env);
    assert.equal(after.inputs, before.inputs);
    assert.notEqual(after.pages, before.pages);
  });

  it('has no inputs for a fresh shell build, whose index.html is the template again', () => {
    fs.writeFileSync(path.join(shellDir, 'index.html'), '<html><div id="root"></div></html>');
    assert.equal(prerenderState(env).inputs, undefined);
  });
});
