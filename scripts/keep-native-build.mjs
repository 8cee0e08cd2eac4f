#!/usr/bin/env node
/**
 * `postinstall`: keeps the compiled better-sqlite3 where its installer looks before compiling again.
 *
 * better-sqlite3 installs with prebuild-install, which unpacks a prebuilt binary from npm's cache
 * (`<npm cache>/_prebuilds/`, where it keeps what it downloads), else downloads one from GitHub, else
 * compiles SQLite from source — here always the last (GitHub is out of reach), 2–5 minutes on 2 cores.
 * After such a compile, this packs the binary as a prebuild into that cache under the name of the
 * download it stands for (package version, Node ABI, platform, libc, architecture), so the next
 * `npm ci` on this machine — another clone, a rerun — unpacks it in a second; prebuild-install loads
 * the unpacked binary before taking it and compiles when that fails. Never fails the install.
 * NATIVE_BUILD_CACHE=off turns it off.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './lib/workspace.mjs';

const binary = path.join('build', 'Release', 'better_sqlite3.node');

/** Where prebuild-install looks for better-sqlite3's prebuild in npm's cache, as it computes it. */
function cachedPrebuildOf(sqliteDir) {
  const fromSqlite = createRequire(path.join(sqliteDir, 'package.json'));
  const pkg = fromSqlite('./package.json');
  const options = { ...fromSqlite('prebuild-install/rc')(pkg), pkg };
  const { cachedPrebuild, getDownloadUrl } = fromSqlite('prebuild-install/util');
  return cachedPrebuild(getDownloadUrl(options));
}

function keep() {
  const apiRequire = createRequire(path.join(repoRoot, 'api', 'package.json'));
  const sqliteDir = path.dirname(apiRequire.resolve('better-sqlite3/package.json'));
  const target = cachedPrebuildOf(sqliteDir);
  if (fs.existsSync(target) || !fs.existsSync(path.join(sqliteDir, binary))) return;
  // Only a binary that loads and opens a database is kept.
  apiRequire('better-sqlite3')(':memory:').close();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  try {
    execFileSync('tar', ['-czf', partial, '-C', sqliteDir, binary]);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  console.log(`better-sqlite3: compiled binary kept in npm's cache (${target}); the next install unpacks it`);
}

if (process.env.NATIVE_BUILD_CACHE !== 'off') {
  try {
    keep();
  } catch (error) {
    console.warn(`better-sqlite3: its compiled binary was not kept for the next install: ${error.message}`);
  }
}
