import { paths } from '@codecrush/contracts';
import { renderStandalone } from '@codecrush/ui/standalone';
import BlogListPage from './pages/BlogListPage';
import BlogJavascriptPage from './pages/BlogJavascriptPage';
import BlogPostPage from './pages/BlogPostPage';
import BlogTeaser from './pages/BlogTeaser';

/** Standalone development page of this remote (the shell never loads this file). */
void renderStandalone('mf-blog', [
  { path: paths.blogList, element: <BlogListPage />, label: 'Blog' },
  { path: paths.blogJavascript, element: <BlogJavascriptPage />, label: 'JavaScript' },
  { path: paths.blogPost, element: <BlogPostPage /> },
  { path: '/fragments/blog-teaser', element: <BlogTeaser />, label: 'Blog teaser' },
]);
