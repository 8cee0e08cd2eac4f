import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { ButtonLink, Section } from '@codecrush/ui';
import { paths } from '@codecrush/contracts';
import { blogText } from '../content/blogText';
import { posts } from '../content/posts';
import { PostGrid } from '../components/PostGrid';
import { javascriptPosts } from '../lib/javascriptPosts';

const Footer = styled.div(({ theme }) => ({ marginTop: theme.space.xl, display: 'flex', justifyContent: 'center' }));

/** /blog/javascript: the posts about JavaScript and software development. */
export function JavascriptPostsSection() {
  const { heading, allArticles } = blogText.javascript;
  return (
    <Section title={heading}>
      <PostGrid posts={javascriptPosts(posts)} columns={3} />
      <Footer>
        <ButtonLink to={paths.blogList} variant="outline">
          {allArticles}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </Footer>
    </Section>
  );
}
