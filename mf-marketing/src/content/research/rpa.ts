import { image as bannerImage } from '../../generated/byId/rd-rpa';
import { image as planning } from '../../generated/byId/art-planning';
import { image as build } from '../../generated/byId/art-build';
import { image as data } from '../../generated/byId/art-data';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as quality } from '../../generated/byId/art-quality';
import { image as support } from '../../generated/byId/art-support';
import { image as launch } from '../../generated/byId/art-launch';
import type { ResearchService } from '../types';

export const rpa = {
  id: 'rpa',
  title: 'Robotic Process Automation',
  heading: 'Software robots that take over repetitive, rule-based work between your systems.',
  metaDescription:
    'Robotic process automation by CodeCrush: bots for data entry, reconciliation, reporting and system integration, with AI for documents and exceptions.',
  bannerImage,
  aboutService: [
    'In many offices, skilled people spend hours copying data from emails into ERPs, reconciling bank statements or downloading the same reports every morning. Robotic process automation hands that work to software robots that follow the same steps faster, without typing mistakes, at any hour.',
    'We build bots with UiPath, Power Automate and open-source tools such as Robot Framework and Playwright, and add AI where rules are not enough — reading scanned documents or classifying emails. Each automation comes with logs, error handling and a clear hand-off to a person when something unusual happens.',
  ],
  howWeFollow: 'About Our Automation Work',
  features: [
    {
      title: 'Process discovery',
      description: 'We observe and time your processes to find the ones that pay back fastest.',
      image: discovery,
    },
    {
      title: 'Data entry bots',
      description: 'Move data between emails, spreadsheets, portals and your ERP without re-typing.',
      image: build,
    },
    {
      title: 'Reconciliation and reporting',
      description: 'Match transactions and produce daily reports before the team arrives.',
      image: data,
    },
    {
      title: 'Intelligent document processing',
      description: 'Read invoices and forms with AI and hand uncertain fields to a person.',
      image: quality,
    },
    {
      title: 'Bot monitoring',
      description: 'Dashboards and alerts for every robot, with audit logs of every action.',
      image: launch,
    },
    {
      title: 'Automation centre of excellence',
      description: 'Standards, training and governance so your own team can build bots safely.',
      image: support,
    },
  ],
  howWeApproach: 'Our Automation Approach',
  steps: [
    {
      title: 'Assess processes',
      text: 'We score candidate processes on volume, stability and rules to build a ranked automation pipeline.',
      image: discovery,
    },
    {
      title: 'Design the bot',
      text: 'We document every step and exception with the people who do the work today.',
      image: planning,
    },
    {
      title: 'Build and test',
      text: 'The bot is built and tested on real cases in a test environment, including failure scenarios.',
      image: build,
    },
    {
      title: 'Run and measure',
      text: 'In production we track hours saved, error rates and exceptions, and tune the bot each month.',
      image: data,
    },
  ],
  applicationAreas: {
    heading: 'Applications Areas',
    applications: [
      'Accounts payable and invoice entry',
      'Bank reconciliation',
      'HR onboarding paperwork',
      'Order processing',
      'Regulatory reporting',
      'Customer data updates across systems',
    ],
  },
} as const satisfies ResearchService;
