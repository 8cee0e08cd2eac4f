import { image as bannerImage } from '../../generated/byId/svc-cybersecurity';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as security } from '../../generated/byId/art-security';
import { image as quality } from '../../generated/byId/art-quality';
import { image as cloud } from '../../generated/byId/art-cloud';
import { image as support } from '../../generated/byId/art-support';
import type { ServiceDetail } from '../types';

export const cybersecurity = {
  id: 'cybersecurity',
  title: 'Cybersecurity',
  description:
    'Security assessments, penetration testing, secure development and incident response that protect your data, your customers and your reputation.',
  metaDescription:
    'Cybersecurity services by CodeCrush: penetration testing, vulnerability assessments, secure code review, cloud security hardening and incident response.',
  bannerImage,
  aboutService: [
    'Most breaches do not need a genius attacker. They exploit a forgotten admin panel, a password reused from another site or a library that has not been updated for two years. Our security team finds those weaknesses before someone else does and helps you fix them for good.',
    'We perform web, mobile and API penetration tests following the OWASP testing guides, review source code for security flaws, assess cloud configurations against CIS benchmarks and run phishing-awareness exercises for staff. Findings are rated by real business risk, not just a scanner score, and every one comes with clear steps to fix it.',
    'Security is also part of how we build. Our own projects use dependency scanning, secret detection, least-privilege access and threat modelling during design. We can bring the same practices into your team, and we offer an incident-response retainer for the day something does go wrong.',
  ],
  howWeFollow: 'How We Secure Your Systems',
  steps: [
    {
      title: 'Scoping and threat model',
      text: 'We agree on the systems in scope, the rules of engagement and the threats that matter most to your business, such as data theft, fraud or downtime.',
      image: discovery,
    },
    {
      title: 'Assessment and testing',
      text: 'Our testers combine automated scanning with manual testing of authentication, authorisation, business logic and data exposure.',
      image: security,
    },
    {
      title: 'Report and prioritised fixes',
      text: 'You receive an executive summary and a technical report with evidence, risk ratings and step-by-step remediation for each finding.',
      image: quality,
    },
    {
      title: 'Hardening and retest',
      text: 'We help your developers fix the issues, harden servers and cloud accounts, and retest to confirm that every finding is closed.',
      image: cloud,
    },
    {
      title: 'Continuous protection',
      text: 'Quarterly scans, dependency monitoring, staff training and an incident-response plan keep you protected as your systems change.',
      image: support,
    },
  ],
} as const satisfies ServiceDetail;
