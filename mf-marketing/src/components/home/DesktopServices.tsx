import styled from '@emotion/styled';
import type { ServiceSection } from '../../content/home/types';
import { usePager } from '../../hooks/usePager';
import { ServiceCard } from './ServiceCard';
import { ServicePager } from './ServicePager';

const Root = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  [theme.mq.mobile]: { display: 'none' },
}));

const Viewport = styled.div({ overflow: 'hidden' });

const Track = styled.div(({ theme }) => ({
  display: 'flex',
  transition: `transform ${theme.durations.normal} ease`,
  [theme.mq.reducedMotion]: { transition: 'none' },
}));

const Page = styled.section(({ theme }) => ({
  flex: '0 0 100%',
  padding: `${theme.space.xs} ${theme.space.xs} ${theme.space.md}`,
  '& h3': { margin: `0 0 ${theme.space.md}`, fontSize: theme.fontSizes.xl },
}));

const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: theme.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

export type DesktopServicesProps = { sections: readonly ServiceSection[] };

/** From 1024 px: the sections side by side in a horizontal track, one page at a time. */
export function DesktopServices({ sections }: DesktopServicesProps) {
  const pager = usePager(sections.length);
  return (
    <Root>
      <ServicePager pager={pager} />
      <Viewport>
        <Track style={{ transform: `translateX(-${(pager.page - 1) * 100}%)` }}>
          {sections.map((section, i) => (
            <Page key={section.id} aria-label={section.sectionName} inert={i !== pager.page - 1}>
              <h3>{section.sectionName}</h3>
              <Grid>
                {section.content.map((item) => (
                  <li key={item.id}>
                    <ServiceCard item={item} />
                  </li>
                ))}
              </Grid>
            </Page>
          ))}
        </Track>
      </Viewport>
    </Root>
  );
}
