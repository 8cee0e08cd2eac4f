import { usePageMeta } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { useParams } from '@codecrush/ui/router';
import { blogText } from '../content/blogText';
import { findPost } from '../content/posts';
import { remote } from '../remote';
import { ArticleNotFoundSection } from '../sections/ArticleNotFoundSection';
import { ArticleView } from '../sections/ArticleView';

/** /view-blog/:id — one of the six articles, or Not Found (noindex) for any other id. */
export default function BlogPostPage() {
  const { id } = useParams();
  const post = findPost(id);
  usePageMeta(
    post
      ? { title: post.article.title, description: post.article.metaDescription }
      : { title: blogText.post.notFoundTitle, description: blogText.post.notFoundText, noindex: true },
  );
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      {post ? <ArticleView key={post.id} post={post} /> : <ArticleNotFoundSection />}
    </RemoteRoot>
  );
}
