import { ArrowLeft } from 'lucide-react';
import { Banner, ButtonLink, Section } from '@codecrush/ui';
import { paths } from '@codecrush/contracts';
import { blogText } from '../content/blogText';

/** An unknown article id: a Not Found view inside the layout with a way back to the blog (the page marks it noindex). */
export function ArticleNotFoundSection() {
  const { notFoundTitle, notFoundText, backToBlog } = blogText.post;
  return (
    <>
      <Banner title={notFoundTitle} subtitle={notFoundText} />
      <Section>
        <ButtonLink to={paths.blogList}>
          <ArrowLeft size={18} aria-hidden="true" />
          {backToBlog}
        </ButtonLink>
      </Section>
    </>
  );
}
