import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { ButtonLink, Section } from '@codecrush/ui';
import { paths } from '@codecrush/contracts';
import { blogText } from '../content/blogText';
import { posts, teaserPostCount } from '../content/posts';
import { PostGrid } from '../components/PostGrid';

const Footer = styled.div(({ theme }) => ({ marginTop: theme.space.xl, display: 'flex', justifyContent: 'center' }));

/** The home page's blog block: three posts and View All → /all-blogs (an h2, never an h1). */
export function BlogTeaserSection() {
  const { eyebrow, heading, intro, viewAll } = blogText.teaser;
  return (
    <Section tone="alt" eyebrow={eyebrow} title={heading} intro={intro}>
      <PostGrid posts={posts.slice(0, teaserPostCount)} columns={3} />
      <Footer>
        <ButtonLink to={paths.blogList}>
          {viewAll}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </Footer>
    </Section>
  );
}
