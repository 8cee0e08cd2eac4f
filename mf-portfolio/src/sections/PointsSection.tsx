import { Section } from '@codecrush/ui';
import type { SectionTone } from '@codecrush/ui';
import type { CaseStudySectionKey } from '../content/constants';
import type { CaseStudyImage } from '../content/types';
import { Figure } from '../components/Figure';
import { PointList } from '../components/PointList';
import type { PointTone } from '../components/PointList';
import { Split } from '../components/Split';

export type PointsSectionProps = {
  section: Extract<CaseStudySectionKey, 'challenges' | 'solutions'>;
  heading: string;
  image: CaseStudyImage;
  items: readonly string[];
  tone: PointTone;
  sectionTone?: SectionTone;
  flip?: boolean;
};

/** 3. Challenges and 4. Solutions: a list of points beside a (decorative) illustration. */
export function PointsSection({ section, heading, image, items, tone, sectionTone, flip }: PointsSectionProps) {
  return (
    <Section title={heading} tone={sectionTone} data-section={section}>
      <Split isWeb={false} flip={flip}>
        <PointList items={items} tone={tone} />
        <Figure image={image} alt="" isWeb sizes="(max-width: 1023px) 100vw, 480px" />
      </Split>
    </Section>
  );
}
