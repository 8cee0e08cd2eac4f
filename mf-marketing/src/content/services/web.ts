import { image as bannerImage } from '../../generated/byId/svc-web';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as design } from '../../generated/byId/art-design';
import { image as build } from '../../generated/byId/art-build';
import { image as quality } from '../../generated/byId/art-quality';
import { image as launch } from '../../generated/byId/art-launch';
import { image as support } from '../../generated/byId/art-support';
import type { ServiceDetail } from '../types';

export const web = {
  id: 'web',
  title: 'Web Development',
  description:
    'Fast, accessible websites and web applications built with React, TypeScript and Node.js — from a marketing site to a multi-tenant SaaS platform.',
  metaDescription:
    'Custom web development by CodeCrush: React and TypeScript front ends, Node.js APIs, admin dashboards and cloud hosting, built for speed and accessibility.',
  bannerImage,
  aboutService: [
    'Your website or web application is often the first thing a customer touches and the tool your team uses all day. We build both kinds: public sites that load in under two seconds on a mid-range phone, and web applications with dashboards, roles, payments and integrations that replace spreadsheets and email chains.',
    'Our default stack is React with TypeScript on the front end, Node.js (Fastify or NestJS) or Laravel on the server, PostgreSQL or MongoDB for data and containerised deployments on AWS, Google Cloud or DigitalOcean. We choose boring, well-supported technology on purpose: your product should outlive any framework trend, and any competent developer should be able to maintain it after us.',
    'Every project ships with automated tests, a continuous-delivery pipeline, error monitoring and documentation. Pages are server-rendered or prerendered where search visibility matters, meet WCAG 2.1 AA accessibility, and are measured against Core Web Vitals before launch — not after the first complaint.',
  ],
  howWeFollow: 'How We Build Your Web Application',
  steps: [
    {
      title: 'Discovery and scope',
      text: 'In one to two weeks of workshops we learn who your users are, what they do today and how success will be measured. You receive a prioritised backlog, a technical outline and a fixed estimate for the first release.',
      image: discovery,
    },
    {
      title: 'UX and interface design',
      text: 'Our designers turn the backlog into user flows, wireframes and a clickable Figma prototype. We test it with real users before any code is written, so changes cost minutes rather than sprints.',
      image: design,
    },
    {
      title: 'Agile development',
      text: 'We build in two-week sprints with a working demo at the end of each one. You get access to the staging site from the first sprint and can reprioritise the backlog as you learn.',
      image: build,
    },
    {
      title: 'Testing and performance',
      text: 'Unit, integration and end-to-end tests run on every change. Before launch we run accessibility audits, load tests and Lighthouse checks, and fix what they find.',
      image: quality,
    },
    {
      title: 'Launch',
      text: 'We deploy through an automated pipeline with zero-downtime releases, set up analytics, uptime monitoring and backups, and stay on call during the launch week.',
      image: launch,
    },
    {
      title: 'Support and growth',
      text: 'After launch we offer monthly maintenance with security updates, dependency upgrades and a small budget for improvements driven by real usage data.',
      image: support,
    },
  ],
} as const satisfies ServiceDetail;
