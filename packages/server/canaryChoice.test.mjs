import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { canaryChooser } from './canaryChoice.mjs';

const canaryAt = (weight) => ({
  canary: { remote: 'mf_blog', url: '/remotes/mf_blog/releases/v2/mf-manifest.json', weight },
});

describe('canaryChooser: which page loads get the canary', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-canary-'));
  after(() => fs.rmSync(distDir, { recursive: true, force: true }));
  const configFile = path.join(distDir, 'site-config.json');
  /** Replaces the live config as deploy does: write aside, then rename over it. */
  const deploy = (content) => {
    fs.writeFileSync(`${configFile}.tmp`, typeof content === 'string' ? content : JSON.stringify(content));
    fs.renameSync(`${configFile}.tmp`, configFile);
  };
  let drawn = 0;
  const chooser = (startup) => canaryChooser(distDir, startup, () => drawn);

  test('the weight is the share of the 100 draws that get the canary: below it yes, at it no', () => {
    deploy(canaryAt(20));
    const chooseCanary = chooser({});
    const chosen = [];
    for (drawn = 0; drawn < 100; drawn += 1) if (chooseCanary()) chosen.push(drawn);
    assert.equal(chosen.length, 20);
    assert.deepEqual([chosen[0], chosen.at(-1)], [0, 19]);
  });

  test('a new live config is read on the next page request, without a restart', () => {
    deploy(canaryAt(0));
    const chooseCanary = chooser({});
    drawn = 0;
    assert.equal(chooseCanary(), false);
    deploy(canaryAt(100));
    drawn = 99;
    assert.equal(chooseCanary(), true);
    deploy({ remotes: {} });
    drawn = 0;
    assert.equal(chooseCanary(), false);
  });

  test('an unreadable config, or a weight out of range, serves the stable pages', () => {
    const chooseCanary = chooser(canaryAt(100));
    drawn = 0;
    deploy('{ not json');
    assert.equal(chooseCanary(), false);
    deploy(canaryAt(150));
    assert.equal(chooseCanary(), false);
    deploy(canaryAt('50'));
    assert.equal(chooseCanary(), false);
  });

  test('with no config file the start-up config decides', () => {
    fs.rmSync(configFile);
    drawn = 49;
    assert.equal(chooser(canaryAt(50))(), true);
    assert.equal(chooser(canaryAt(49))(), false);
    assert.equal(chooser({})(), false);
    assert.equal(chooser(null)(), false, 'no start-up config either: the stable pages');
  });

  test('the server draws for itself: 10 000 page requests at 20 % are within the binomial 99.99 % interval', () => {
    deploy(canaryAt(20));
    const chooseCanary = canaryChooser(distDir, {});
    let canaries = 0;
    for (let i = 0; i < 10_000; i += 1) if (chooseCanary()) canaries += 1;
    // mean 2000, standard deviation 40: ± 3.9 σ
    assert.ok(canaries > 1844 && canaries < 2156, `${canaries} of 10 000`);
  });
});
