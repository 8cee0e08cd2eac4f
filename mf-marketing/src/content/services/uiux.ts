import { image as bannerImage } from '../../generated/byId/svc-uiux';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as planning } from '../../generated/byId/art-planning';
import { image as design } from '../../generated/byId/art-design';
import { image as quality } from '../../generated/byId/art-quality';
import { image as build } from '../../generated/byId/art-build';
import type { ServiceDetail } from '../types';

export const uiux = {
  id: 'uiux',
  title: 'UI/UX Design',
  description:
    'Research-led product design: user flows, wireframes, prototypes and design systems that make complex software feel simple.',
  metaDescription:
    'UI/UX design by CodeCrush: user research, wireframes, interactive prototypes, usability testing and design systems for web and mobile products.',
  bannerImage,
  aboutService: [
    'People judge software in seconds. If a form is confusing or a button is hard to find, they leave or call your support line. Our designers make products that people understand at first sight, by watching how they actually work rather than guessing.',
    'We start with research: interviews, analytics and a review of your current product or competitors. From there we map user journeys, sketch wireframes and build interactive prototypes in Figma that we test with real users. Only then do we apply the visual layer — typography, colour, illustration and motion — tuned to your brand.',
    'Everything we design is handed over as a documented design system: components, spacing and colour tokens, accessibility notes and responsive behaviour. Developers — ours or yours — build exactly what was designed, and new screens stay consistent long after the project ends.',
  ],
  howWeFollow: 'How We Design Your Product',
  steps: [
    {
      title: 'Research',
      text: 'Stakeholder interviews, user interviews and a heuristic review of the current experience show where people struggle and what they value most.',
      image: discovery,
    },
    {
      title: 'Information architecture',
      text: 'We organise content and features into navigation and user flows that match how your users think, validated with card sorting and tree tests.',
      image: planning,
    },
    {
      title: 'Wireframes and prototypes',
      text: 'Low-fidelity wireframes settle the structure; a high-fidelity, clickable prototype shows exactly how the product will look and behave.',
      image: design,
    },
    {
      title: 'Usability testing',
      text: 'Five to eight users complete realistic tasks on the prototype. We fix what trips them up and test again until the key tasks succeed without help.',
      image: quality,
    },
    {
      title: 'Design system and handover',
      text: 'We deliver components, tokens and annotated screens, and stay available to developers during the build to review what they ship.',
      image: build,
    },
  ],
} as const satisfies ServiceDetail;
