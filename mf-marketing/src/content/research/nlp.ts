import { image as bannerImage } from '../../generated/byId/rd-nlp';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as ai } from '../../generated/byId/art-ai';
import { image as data } from '../../generated/byId/art-data';
import { image as learning } from '../../generated/byId/art-learning';
import { image as booking } from '../../generated/byId/art-booking';
import { image as quality } from '../../generated/byId/art-quality';
import { image as cloud } from '../../generated/byId/art-cloud';
import type { ResearchService } from '../types';

export const nlp = {
  id: 'nlp',
  title: 'Natural Language Processing',
  heading: 'Software that reads, understands and writes human language — including Urdu and Roman Urdu.',
  metaDescription:
    'Natural language processing by CodeCrush: chatbots, text classification, sentiment analysis, information extraction and Urdu language technology.',
  bannerImage,
  aboutService: [
    'Much of a company’s knowledge lives in text: emails, support tickets, reviews, contracts and chat messages. Natural language processing lets software read that text at scale — sorting tickets, extracting facts, measuring customer sentiment and answering questions in a conversation.',
    'We combine large language models with task-specific models fine-tuned on your data. A particular focus of our lab is Urdu and Roman Urdu, which most off-the-shelf tools handle poorly; our models classify and search mixed-language messages the way customers in Pakistan actually write them.',
  ],
  howWeFollow: 'About Our NLP Work',
  features: [
    {
      title: 'Chatbots and virtual agents',
      description: 'Conversational assistants on your website and WhatsApp that resolve common requests.',
      image: booking,
    },
    {
      title: 'Text classification',
      description: 'Route emails and tickets to the right team and priority automatically.',
      image: data,
    },
    {
      title: 'Sentiment and review analysis',
      description: 'Understand what customers praise and complain about across thousands of reviews.',
      image: quality,
    },
    {
      title: 'Information extraction',
      description: 'Pull names, dates, amounts and clauses from contracts, CVs and reports.',
      image: discovery,
    },
    {
      title: 'Urdu language technology',
      description: 'Models for Urdu and Roman Urdu search, transliteration and classification.',
      image: learning,
    },
    {
      title: 'Summarisation and drafting',
      description: 'Summaries of long documents and suggested replies that staff review before sending.',
      image: ai,
    },
  ],
  howWeApproach: 'Our NLP Approach',
  steps: [
    {
      title: 'Collect representative text',
      text: 'We gather real examples, including the messy ones with typos and mixed languages, and agree on labels.',
      image: discovery,
    },
    {
      title: 'Baseline with language models',
      text: 'We measure how far a prompted large language model gets before training anything custom.',
      image: ai,
    },
    {
      title: 'Fine-tune and evaluate',
      text: 'Where needed, smaller models are fine-tuned for accuracy, speed and cost, and tested on unseen data.',
      image: quality,
    },
    {
      title: 'Integrate into workflows',
      text: 'The model runs inside your helpdesk, CRM or app, with people reviewing low-confidence cases.',
      image: cloud,
    },
  ],
  applicationAreas: {
    heading: 'Our Services Include',
    applications: [
      'Customer support ticket routing',
      'WhatsApp and web chatbots',
      'Review and social media monitoring',
      'CV screening assistance',
      'Contract clause extraction',
      'Urdu search and transliteration',
    ],
  },
} as const satisfies ResearchService;
