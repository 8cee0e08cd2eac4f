import { image as bannerImage } from '../../generated/byId/rd-cybersecurity';
import { image as security } from '../../generated/byId/art-security';
import { image as ai } from '../../generated/byId/art-ai';
import { image as data } from '../../generated/byId/art-data';
import { image as cloud } from '../../generated/byId/art-cloud';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as learning } from '../../generated/byId/art-learning';
import type { ResearchService } from '../types';

export const cybersecurity = {
  id: 'cybersecurity',
  title: 'Cybersecurity Research',
  heading: 'Research into new threats and defences, applied to the systems we build and protect.',
  metaDescription:
    'Cybersecurity research at CodeCrush: AI-assisted threat detection, vulnerability research, secure architecture and security awareness for organisations.',
  bannerImage,
  aboutService: [
    'Attackers adapt quickly, so defenders must too. Our cybersecurity research group studies emerging attack techniques — from AI-generated phishing to supply-chain attacks on open-source packages — and turns what it learns into tools, training and safer defaults for the software we build.',
    'Current research includes machine-learning models that detect unusual login and API behaviour, automated checks for malicious dependencies, and secure reference architectures for start-ups that cannot yet afford a full security team. We publish what we can and disclose vulnerabilities responsibly.',
  ],
  howWeFollow: 'About Our Security Research',
  features: [
    {
      title: 'AI-assisted threat detection',
      description: 'Models that learn normal behaviour and flag suspicious logins, API calls and transfers.',
      image: ai,
    },
    {
      title: 'Vulnerability research',
      description: 'Deep testing of frameworks and products we use, with responsible disclosure.',
      image: security,
    },
    {
      title: 'Supply-chain security',
      description: 'Checks for compromised or typo-squatted packages before they reach production.',
      image: discovery,
    },
    {
      title: 'Secure cloud architecture',
      description: 'Reference designs for identity, network and secrets management on major clouds.',
      image: cloud,
    },
    {
      title: 'Security analytics',
      description: 'Log pipelines and dashboards that make attacks visible to small teams.',
      image: data,
    },
    {
      title: 'Awareness programmes',
      description: 'Training and simulated phishing built on the latest real-world attack patterns.',
      image: learning,
    },
  ],
  howWeApproach: 'Our Research Approach',
  steps: [
    {
      title: 'Track the threat landscape',
      text: 'We follow advisories, incident reports and research to pick the threats most relevant to our clients.',
      image: discovery,
    },
    {
      title: 'Reproduce and analyse',
      text: 'In an isolated lab we reproduce attacks to understand exactly how they work and what they leave behind.',
      image: security,
    },
    {
      title: 'Build defences',
      text: 'We design detections, safer defaults and tools, and test them against the reproduced attacks.',
      image: ai,
    },
    {
      title: 'Share and apply',
      text: 'Results go into our projects, client recommendations and training, and into public write-ups where safe.',
      image: learning,
    },
  ],
} as const satisfies ResearchService;
