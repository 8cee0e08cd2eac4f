import { image as bannerImage } from '../../generated/byId/rd-ai';
import { image as aiArt } from '../../generated/byId/art-ai';
import { image as data } from '../../generated/byId/art-data';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as build } from '../../generated/byId/art-build';
import { image as cloud } from '../../generated/byId/art-cloud';
import { image as quality } from '../../generated/byId/art-quality';
import { image as mobile } from '../../generated/byId/art-mobile';
import { image as security } from '../../generated/byId/art-security';
import type { ResearchService } from '../types';

/** Eight features: the one R&D page whose feature grid uses four columns. */
export const ai = {
  id: 'ai',
  title: 'Artificial Intelligence',
  heading: 'Practical AI that automates work, answers questions and finds patterns in your data.',
  metaDescription:
    'AI development by CodeCrush: generative AI assistants, computer vision, predictive analytics and intelligent automation integrated into your products.',
  bannerImage,
  aboutService: [
    'Artificial intelligence is most valuable when it disappears into everyday work: an assistant that drafts replies to customer emails, a model that reads invoices, a search box that understands what people mean. Our AI lab builds exactly these things, and measures them against the time or money they save.',
    'We work with large language models from OpenAI, Anthropic, Google and open-source models such as Llama and Mistral that can run on your own servers when data must not leave them. We combine them with retrieval over your documents, classic machine learning and careful evaluation, so answers are grounded, cited and testable.',
    'Our AI search assistant for an e-commerce client, for example, lets shoppers describe what they need in their own words — in English or Roman Urdu — and returns matching products with reasons, increasing search-to-cart conversion for the client’s catalogue.',
  ],
  howWeFollow: 'About Our AI Practice',
  features: [
    {
      title: 'Generative AI assistants',
      description:
        'Chat and voice assistants that answer from your own documents, with citations and hand-off to a human.',
      image: aiArt,
    },
    {
      title: 'Document understanding',
      description:
        'Extract fields from invoices, forms, IDs and contracts, and route them into your systems automatically.',
      image: discovery,
    },
    {
      title: 'Computer vision',
      description:
        'Detect defects, count stock, read number plates and verify photos with models trained on your images.',
      image: mobile,
    },
    {
      title: 'Predictive analytics',
      description:
        'Forecast demand, churn and cash flow from historical data, with explanations your managers can trust.',
      image: data,
    },
    {
      title: 'Semantic search',
      description:
        'Search that understands meaning and spelling mistakes across products, articles and support tickets.',
      image: build,
    },
    {
      title: 'Recommendation engines',
      description: 'Personalised products, courses or content based on behaviour, tested with controlled experiments.',
      image: quality,
    },
    {
      title: 'AI in the cloud or on premises',
      description:
        'Deploy on managed APIs, your cloud account or your own GPU servers, depending on cost and privacy needs.',
      image: cloud,
    },
    {
      title: 'Responsible AI',
      description: 'Evaluation sets, bias checks, guardrails and audit logs so your AI behaves safely and predictably.',
      image: security,
    },
  ],
  howWeApproach: 'How We Deliver AI Projects',
  steps: [
    {
      title: 'Find the valuable use case',
      text: 'We look for tasks that are frequent, time-consuming and well documented, and estimate the saving before any model is built.',
      image: discovery,
    },
    {
      title: 'Prototype in two weeks',
      text: 'A working prototype on a sample of your real data shows what quality is achievable and where the hard cases are.',
      image: aiArt,
    },
    {
      title: 'Evaluate and harden',
      text: 'We build an evaluation set with your experts, measure accuracy, add guardrails and fall-backs, and only then integrate.',
      image: quality,
    },
    {
      title: 'Integrate and monitor',
      text: 'The model goes live inside your product or workflow, with monitoring of quality, cost and drift, and regular retraining.',
      image: cloud,
    },
  ],
  applicationAreas: {
    heading: 'Applications Areas',
    applications: [
      'Customer support automation',
      'E-commerce product search',
      'Invoice and document processing',
      'Medical report triage',
      'Quality inspection in manufacturing',
      'Personalised learning',
    ],
  },
} as const satisfies ResearchService;
