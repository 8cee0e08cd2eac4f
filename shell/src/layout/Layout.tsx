import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

export const mainId = 'main-content';

const SkipLink = styled.a(({ theme }) => ({
  position: 'absolute',
  left: theme.space.md,
  top: '-4rem',
  zIndex: theme.zIndex.badge,
  padding: theme.space.xs,
  background: theme.colors.surface,
  color: theme.colors.navy,
  '&:focus': { top: theme.space.md },
}));

const Main = styled.main({ minHeight: '70vh', outline: 'none' });

/** The root layout of every route: skip link, navbar, main, footer and back-to-top. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href={`#${mainId}`}>Skip to content</SkipLink>
      <Navbar />
      <Main id={mainId} tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <BackToTop />
    </>
  );
}
