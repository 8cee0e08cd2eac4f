import { image as bannerImage } from '../../generated/byId/rd-quantumcomputing';
import { image as ai } from '../../generated/byId/art-ai';
import { image as data } from '../../generated/byId/art-data';
import { image as security } from '../../generated/byId/art-security';
import { image as learning } from '../../generated/byId/art-learning';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as cloud } from '../../generated/byId/art-cloud';
import type { ResearchService } from '../types';

/** No application-areas block: quantum work is exploratory. */
export const quantumcomputing = {
  id: 'quantumcomputing',
  title: 'Quantum Computing',
  heading: 'Preparing businesses for the next era of computation, realistically.',
  metaDescription:
    'Quantum computing research at CodeCrush: algorithm exploration with Qiskit and Cirq, quantum-inspired optimisation and post-quantum cryptography readiness.',
  bannerImage,
  aboutService: [
    'Quantum computers will not replace your servers, but for specific problems — optimisation, simulation of molecules and materials, some kinds of cryptography — they promise results that classical machines cannot reach. Our research group follows the field closely and helps organisations understand what is real today and what to prepare for.',
    'We experiment with Qiskit, Cirq and cloud access to real quantum hardware, and we apply quantum-inspired algorithms that already run well on classical computers to routing and scheduling problems. Our most immediate work is helping clients plan the move to post-quantum cryptography before today’s encryption becomes vulnerable.',
  ],
  howWeFollow: 'About Our Quantum Research',
  features: [
    {
      title: 'Readiness workshops',
      description: 'A half-day session for leadership on what quantum computing can and cannot do for your sector.',
      image: learning,
    },
    {
      title: 'Algorithm exploration',
      description: 'Prototype quantum algorithms for optimisation and simulation on simulators and real hardware.',
      image: ai,
    },
    {
      title: 'Quantum-inspired optimisation',
      description: 'Classical algorithms derived from quantum research that improve routing and scheduling today.',
      image: data,
    },
    {
      title: 'Post-quantum cryptography',
      description: 'Inventory of cryptography in your systems and a migration plan to NIST-standardised algorithms.',
      image: security,
    },
    {
      title: 'Hybrid architectures',
      description: 'Designs that call quantum services from classical applications through cloud providers.',
      image: cloud,
    },
    {
      title: 'Research partnerships',
      description: 'Joint projects with universities and students on open problems in quantum software.',
      image: discovery,
    },
  ],
  howWeApproach: 'Our Quantum Approach',
  steps: [
    {
      title: 'Identify candidate problems',
      text: 'We look for problems in your business with the mathematical structure where quantum methods could help.',
      image: discovery,
    },
    {
      title: 'Benchmark classically',
      text: 'We first solve the problem as well as possible with classical methods, so any quantum gain is measured honestly.',
      image: data,
    },
    {
      title: 'Experiment on quantum hardware',
      text: 'Small instances run on simulators and cloud quantum processors to measure quality, cost and noise.',
      image: ai,
    },
    {
      title: 'Report and roadmap',
      text: 'You receive findings, a realistic timeline for practical advantage and the steps worth taking now.',
      image: learning,
    },
  ],
} as const satisfies ResearchService;
