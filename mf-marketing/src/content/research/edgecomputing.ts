import { image as bannerImage } from '../../generated/byId/rd-edgecomputing';
import { image as cloud } from '../../generated/byId/art-cloud';
import { image as mobile } from '../../generated/byId/art-mobile';
import { image as data } from '../../generated/byId/art-data';
import { image as ai } from '../../generated/byId/art-ai';
import { image as security } from '../../generated/byId/art-security';
import { image as discovery } from '../../generated/byId/art-discovery';
import type { ResearchService } from '../types';

export const edgecomputing = {
  id: 'edgecomputing',
  title: 'Edge Computing',
  heading: 'Processing data where it is created, for instant decisions and lower cloud costs.',
  metaDescription:
    'Edge computing by CodeCrush: on-device AI, edge gateways, offline-first apps and fleet management for low-latency, bandwidth-efficient systems.',
  bannerImage,
  aboutService: [
    'Sending every camera frame or sensor reading to the cloud is slow and expensive, and it fails when the connection drops — a daily reality in many factories, farms and remote sites. Edge computing moves processing close to the source, so decisions happen in milliseconds and only useful results travel over the network.',
    'We build software for edge gateways and devices such as NVIDIA Jetson, Raspberry Pi and industrial PCs, run compressed AI models on them, and manage fleets of devices with secure remote updates. Our offline-first mobile apps apply the same idea to people working without a reliable connection.',
  ],
  howWeFollow: 'About Our Edge Computing Work',
  features: [
    {
      title: 'On-device AI',
      description: 'Quantised vision and audio models that run on small devices without a round trip to the cloud.',
      image: ai,
    },
    {
      title: 'Edge gateways',
      description: 'Collect, filter and aggregate data from machines and sensors before sending it upstream.',
      image: cloud,
    },
    {
      title: 'Offline-first apps',
      description: 'Mobile and web apps that keep working without a signal and sync safely when it returns.',
      image: mobile,
    },
    {
      title: 'Fleet management',
      description: 'Provision, monitor and update hundreds of devices remotely, with staged rollouts and rollback.',
      image: data,
    },
    {
      title: 'Edge security',
      description: 'Secure boot, encrypted storage and certificate-based identity for every device in the field.',
      image: security,
    },
    {
      title: 'Latency and cost studies',
      description: 'We measure what should run at the edge and what in the cloud for the best cost and speed.',
      image: discovery,
    },
  ],
  howWeApproach: 'Our Edge Approach',
  steps: [
    {
      title: 'Map the data flow',
      text: 'We measure data volumes, latency needs and connectivity at each site to decide what must run locally.',
      image: discovery,
    },
    {
      title: 'Select hardware',
      text: 'We choose devices for the workload, environment and budget, and test them under realistic conditions.',
      image: mobile,
    },
    {
      title: 'Build and optimise',
      text: 'Software and models are built for the device, compressed and profiled until they meet the latency target.',
      image: ai,
    },
    {
      title: 'Deploy and operate',
      text: 'Devices are rolled out with remote monitoring and over-the-air updates managed from one console.',
      image: cloud,
    },
  ],
  applicationAreas: {
    heading: 'Our Services Include',
    applications: [
      'Smart factory monitoring',
      'Retail footfall analytics',
      'Agricultural sensor networks',
      'Video analytics for security',
      'Connected vehicles and fleets',
      'Field-worker apps for remote areas',
    ],
  },
} as const satisfies ResearchService;
