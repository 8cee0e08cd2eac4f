import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { exposesOf } from './exposes.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const blog = { dir: 'mf-blog', name: 'mf_blog' };

describe('the exposes map of a remote', () => {
  it('maps every module the contract declares to its page file, and nothing else', () => {
    assert.deepEqual(exposesOf(blog, path.join(repoRoot, 'mf-blog')), {
      './BlogListPage': './src/pages/BlogListPage.tsx',
      './BlogJavascriptPage': './src/pages/BlogJavascriptPage.tsx',
      './BlogPostPage': './src/pages/BlogPostPage.tsx',
      './BlogTeaser': './src/pages/BlogTeaser.tsx',
    });
  });

  it('fails the build on a container name the contract does not know, naming the app and the known names', () => {
    assert.throws(() => exposesOf({ dir: 'mf-news', name: 'mf_news' }, path.join(repoRoot, 'mf-blog')), {
      message:
        'mf-news: container name "mf_news" is not one of packages/contracts remoteNames (mf_marketing, mf_portfolio, mf_blog, mf_careers, mf_forms)',
    });
  });

  it('fails the build when a declared page file is missing, naming the module and the file', () => {
    const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exposes-'));
    try {
      fs.mkdirSync(path.join(appDir, 'src', 'pages'), { recursive: true });
      for (const page of ['BlogListPage', 'BlogJavascriptPage', 'BlogTeaser'])
        fs.writeFileSync(path.join(appDir, 'src', 'pages', `${page}.tsx`), '');
      assert.throws(() => exposesOf(blog, appDir), {
        message:
          'mf-blog (mf_blog): packages/contracts declares the exposed module "BlogPostPage", but ./src/pages/BlogPostPage.tsx does not exist',
      });
    } finally {
      fs.rmSync(appDir, { recursive: true, force: true });
    }
  });
});
