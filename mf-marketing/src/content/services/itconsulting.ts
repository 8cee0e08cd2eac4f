import { image as bannerImage } from '../../generated/byId/svc-itconsulting';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as planning } from '../../generated/byId/art-planning';
import { image as data } from '../../generated/byId/art-data';
import { image as build } from '../../generated/byId/art-build';
import { image as support } from '../../generated/byId/art-support';
import type { ServiceDetail } from '../types';

export const itconsulting = {
  id: 'itconsulting',
  title: 'IT Consulting',
  description:
    'Independent advice on technology strategy, architecture, vendor selection and digital transformation, from engineers who have built and run the systems they recommend.',
  metaDescription:
    'IT consulting by CodeCrush: technology strategy, software architecture reviews, vendor selection, digital transformation roadmaps and CTO-as-a-service.',
  bannerImage,
  aboutService: [
    'Technology decisions are expensive to reverse. Choosing the wrong platform, vendor or architecture can lock a business into years of workarounds. Our consultants help you make those decisions with evidence, and with the practical view of people who have built and maintained such systems themselves.',
    'Typical engagements include a digital transformation roadmap for a company moving from paper and spreadsheets to software, an architecture review of a product that has outgrown its first version, vendor and tender evaluation, and a fractional CTO for start-ups that need senior technical leadership before they can hire it.',
    'We are independent: we do not resell licences or take commissions, and we are happy to recommend an off-the-shelf tool when it beats custom software. Each engagement ends with a written report, a prioritised plan and a presentation to your leadership team.',
  ],
  howWeFollow: 'How Our Consulting Engagements Work',
  steps: [
    {
      title: 'Understand the business',
      text: 'We interview leadership and the teams who use your systems daily to understand goals, constraints, budget and the problems that matter most.',
      image: discovery,
    },
    {
      title: 'Assess the current state',
      text: 'We review systems, code, data flows, contracts and costs, and measure where time and money are lost today.',
      image: data,
    },
    {
      title: 'Options and recommendation',
      text: 'We compare realistic options — buy, build, integrate or retire — with costs, risks and timelines, and recommend one with our reasons.',
      image: planning,
    },
    {
      title: 'Roadmap',
      text: 'The recommendation becomes a phased roadmap with quick wins in the first 90 days, milestones, owners and a budget.',
      image: build,
    },
    {
      title: 'Guided delivery',
      text: 'If you wish, we stay on to oversee delivery — with your team, another vendor or ours — and report progress against the roadmap each month.',
      image: support,
    },
  ],
} as const satisfies ServiceDetail;
