import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { Container } from '@codecrush/ui';
import { Card } from '@codecrush/ui/card';
import { blogText } from '../content/blogText';
import { posts } from '../content/posts';
import { CategoryList } from '../components/CategoryList';
import { EmptyResults } from '../components/EmptyResults';
import { PostGrid } from '../components/PostGrid';
import { SearchBox } from '../components/SearchBox';
import { useBlogFilter } from '../hooks/useBlogFilter';
import { filterPosts } from '../lib/filterPosts';

const Outer = styled.section(({ theme }) => ({
  padding: `${theme.space.xxxl} ${theme.space.lg}`,
  [theme.mq.mobile]: { padding: `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}` },
}));

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '17rem minmax(0, 1fr)',
  gap: theme.space.xxl,
  alignItems: 'start',
  [theme.mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

/** Search and categories: a sticky sidebar on wide screens, hidden below 1024 px (the mobile layout). */
const Sidebar = styled(Card)(({ theme }) => ({
  position: 'sticky',
  top: `calc(${theme.layout.navHeight} + ${theme.space.lg})`,
  display: 'grid',
  gap: theme.space.xl,
  padding: theme.space.lg,
  [theme.mq.mobile]: { display: 'none' },
}));

const Heading = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes.xxl, marginBottom: theme.space.lg }));

/** The blog list: search, categories and the filtered card grid; the filter lives in the URL. */
export function BlogListSection() {
  const { filter, setQuery, setCategory, reset } = useBlogFilter();
  const headingId = useId();
  const [searchKey, setSearchKey] = useState(0);
  const visible = filterPosts(posts, filter);
  const resetAll = () => {
    reset();
    setSearchKey((key) => key + 1);
  };

  return (
    <Outer aria-labelledby={headingId}>
      <Container>
        <Layout>
          <Sidebar as="div">
            <SearchBox key={searchKey} initialValue={filter.query} onChange={setQuery} />
            <CategoryList selected={filter.category} onSelect={setCategory} />
          </Sidebar>
          <div>
            <Heading id={headingId}>{blogText.list.resultsHeading}</Heading>
            <p role="status" className="visually-hidden">
              {blogText.list.resultCount(visible.length)}
            </p>
            {visible.length > 0 ? <PostGrid posts={visible} /> : <EmptyResults onReset={resetAll} />}
          </div>
        </Layout>
      </Container>
    </Outer>
  );
}
