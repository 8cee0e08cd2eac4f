import { Section } from '@codecrush/ui';
import { portfolioText } from '../content/portfolioText';
import type { CaseStudy } from '../content/types';
import { FeatureList } from '../components/FeatureList';
import { Figure } from '../components/Figure';
import { Split } from '../components/Split';

export type AdminDashboardSectionProps = { dashboard: NonNullable<CaseStudy['adminDashboard']>; name: string };

/** 7. Admin dashboard (only for projects that have one): a wide screenshot and what it lets staff do. */
export function AdminDashboardSection({ dashboard, name }: AdminDashboardSectionProps) {
  return (
    <Section title={dashboard.heading} tone="alt" data-section="admin-dashboard">
      <Split isWeb flip>
        <FeatureList features={dashboard.features} />
        <Figure
          image={dashboard.image}
          alt={portfolioText.caseStudy.imageAlt(portfolioText.caseStudy.adminImage, name)}
          isWeb
          sizes="(max-width: 1023px) 100vw, 700px"
        />
      </Split>
    </Section>
  );
}
