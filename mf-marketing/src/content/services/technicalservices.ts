import { image as bannerImage } from '../../generated/byId/svc-technicalservices';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as planning } from '../../generated/byId/art-planning';
import { image as cloud } from '../../generated/byId/art-cloud';
import { image as security } from '../../generated/byId/art-security';
import { image as support } from '../../generated/byId/art-support';
import type { ServiceDetail } from '../types';

export const technicalservices = {
  id: 'technicalservices',
  title: 'Technical Services',
  description:
    'Cloud infrastructure, DevOps, system integration and 24/7 application support that keep your software fast, secure and online.',
  metaDescription:
    'Technical services by CodeCrush: cloud migration, DevOps and CI/CD, system integration, monitoring and application support for growing businesses.',
  bannerImage,
  aboutService: [
    'Software only creates value while it runs. Our technical services team looks after everything between the code and your users: servers and cloud accounts, deployment pipelines, databases, backups, monitoring and the integrations that connect your systems to each other.',
    'We migrate applications from shared hosting and ageing on-premise servers to AWS, Google Cloud or Azure, containerise them with Docker, and describe the infrastructure as code with Terraform so that every environment can be rebuilt in minutes. Pipelines in GitHub Actions or GitLab CI test and deploy every change automatically.',
    'For clients who need peace of mind we provide managed support with agreed response times, on-call engineers, monthly patching and a quarterly review of costs, performance and security. Many clients save 20 to 40 percent of their cloud bill in the first review alone.',
  ],
  howWeFollow: 'How We Run Your Technology',
  steps: [
    {
      title: 'Infrastructure audit',
      text: 'We review your hosting, code repositories, deployment process, backups and access rights, and write down the risks in plain language with a cost to fix each one.',
      image: discovery,
    },
    {
      title: 'Roadmap and migration plan',
      text: 'Together we decide what moves first, what is retired and how to move data without downtime. Every step has a rollback plan.',
      image: planning,
    },
    {
      title: 'Cloud and DevOps setup',
      text: 'We build the target environment as code, add CI/CD pipelines, secrets management and staging environments, then migrate services one by one.',
      image: cloud,
    },
    {
      title: 'Monitoring and hardening',
      text: 'Uptime checks, log aggregation, alerts and dashboards show problems before your users notice them. We apply security baselines and automated patching.',
      image: security,
    },
    {
      title: 'Ongoing support',
      text: 'Our support desk handles incidents, changes and questions under a clear service-level agreement, with a monthly report on availability and spend.',
      image: support,
    },
  ],
} as const satisfies ServiceDetail;
