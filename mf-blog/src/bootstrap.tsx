import { renderStandalone } from '@codecrush/composition/standalone';
import BlogListPage from './pages/BlogListPage';
import BlogJavascriptPage from './pages/BlogJavascriptPage';
import BlogPostPage from './pages/BlogPostPage';
import BlogTeaser from './pages/BlogTeaser';

/**
 * Standalone development page of this remote (the shell never loads this file). Its routes come
 * from `@codecrush/contracts`; the compiler insists on exactly the modules the contract declares.
 */
void renderStandalone('blog', { BlogListPage, BlogJavascriptPage, BlogPostPage, BlogTeaser });
