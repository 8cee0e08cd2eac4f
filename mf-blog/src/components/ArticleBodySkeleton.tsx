import styled from '@emotion/styled';
import { SkeletonBlock } from '@codecrush/ui';

const Lines = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.sm, minHeight: '60vh' }));

/** The shape of an article body while it loads. */
export function ArticleBodySkeleton() {
  return (
    <Lines aria-hidden="true">
      <SkeletonBlock height="1.5rem" />
      <SkeletonBlock height="1.5rem" width="85%" />
      <SkeletonBlock height="2rem" width="50%" />
      <SkeletonBlock />
      <SkeletonBlock width="92%" />
      <SkeletonBlock width="88%" />
    </Lines>
  );
}
