import elasticsearchLogo from 'simple-icons/icons/elasticsearch.svg';
import fastapiLogo from 'simple-icons/icons/fastapi.svg';
import nextdotjsLogo from 'simple-icons/icons/nextdotjs.svg';
import postgresqlLogo from 'simple-icons/icons/postgresql.svg';
import pythonLogo from 'simple-icons/icons/python.svg';
import redisLogo from 'simple-icons/icons/redis.svg';
import {
  Bell,
  ChartColumn,
  Filter,
  Languages,
  LayoutDashboard,
  ListChecks,
  MessageCircle,
  RefreshCw,
  Search,
  ShieldCheck,
  Sparkles,
  Users,
} from 'lucide-react';
import { image as comboseekImage } from '../../generated/byId/comboseek';
import { image as comboseekOverviewImage } from '../../generated/byId/comboseek-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as comboseekFeaturesImage } from '../../generated/byId/comboseek-features';
import { image as comboseekAdminImage } from '../../generated/byId/comboseek-admin';
import type { CaseStudy } from '../types';

export const comboseek = {
  isWeb: true,
  id: 'comboseek',
  meta: {
    title: 'ComboSeek — AI Search Assistant',
    description:
      'How CodeCrush built ComboSeek, an AI search assistant that answers product questions from a retailer’s own catalogue, with cited sources and sub-second results.',
  },
  introduction: {
    heading: 'ComboSeek: an AI search assistant that answers, not just lists',
    description:
      'ComboSeek lets shoppers ask questions in plain language — “a waterproof jacket under Rs 15,000 that packs small” — and answers with matching products, the reasons they match and links to the source pages. We designed and built the assistant, its retrieval pipeline and the console the client’s merchandisers use every day.',
    image: comboseekImage,
    projectLink: 'https://comboseek.com',
  },
  overview: {
    heading: 'Overview',
    description:
      'The client runs a multi-brand outdoor and electronics store with about 42,000 products. Keyword search failed whenever a shopper described a need instead of a product name, and a third of searches ended on a “no results” page. ComboSeek combines classic keyword search with semantic retrieval over product descriptions, specifications and reviews, then lets a language model compose a short answer that only cites items actually in stock.',
    image: comboseekOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      '34% of searches returned no results because shoppers typed needs (“quiet blender for a small flat”) rather than product names.',
      'Answers had to be grounded in the live catalogue: a recommendation for a sold-out or discontinued item would cost trust and sales.',
      'Search had to stay fast on mobile data — the client’s target was a first result in under one second at the 95th percentile.',
      'Merchandisers needed to steer results for campaigns without asking developers to retrain anything.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'Hybrid retrieval: Elasticsearch BM25 for exact terms plus vector search over chunked descriptions and reviews, merged with reciprocal rank fusion.',
      'A grounding step that filters candidates by stock, price and region before the model writes a word; every sentence of the answer links to the product it came from.',
      'Streaming responses: product cards render from retrieval in about 300 ms while the written answer streams in behind them; hot queries are cached in Redis.',
      'A console where merchandisers pin, boost or bury products per query pattern and preview the effect before publishing.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '−71%', label: 'fewer searches ending on “no results” in the first two months' },
      { value: '+23%', label: 'search-to-cart conversion compared with the old keyword search' },
      { value: '0.8 s', label: 'time to first product card at the 95th percentile on 4G' },
      { value: '4.8/5', label: 'average rating of answers from in-page shopper feedback' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'Everything a shopper and a merchandiser touch, from the first question to the checkout.',
    image: comboseekFeaturesImage,
    features: [
      {
        icon: Search,
        heading: 'Natural-language search',
        description: 'Shoppers describe what they need; typos, Roman Urdu and mixed English are understood.',
      },
      {
        icon: Sparkles,
        heading: 'Cited AI answers',
        description: 'A short answer explains why each product fits, with a link behind every claim.',
      },
      {
        icon: Filter,
        heading: 'Smart filters',
        description: 'Budget, size and brand are read from the question and applied as visible, removable filters.',
      },
      {
        icon: MessageCircle,
        heading: 'Follow-up questions',
        description: '“Any in blue?” refines the previous results instead of starting a new search.',
      },
      {
        icon: ListChecks,
        heading: 'Side-by-side compare',
        description: 'Up to four products compared on the specifications that matter for the question asked.',
      },
      {
        icon: Bell,
        heading: 'Back-in-stock alerts',
        description: 'One tap to be told by email when a recommended item returns.',
      },
      {
        icon: Languages,
        heading: 'English and Urdu',
        description: 'Questions and answers in either language, with right-to-left layout for Urdu.',
      },
      {
        icon: ShieldCheck,
        heading: 'Safe by design',
        description: 'Prompt-injection filtering and a strict allow-list of sources the model may quote.',
      },
      {
        icon: ChartColumn,
        heading: 'Search analytics',
        description: 'Top questions, zero-result queries and answer ratings, exported weekly to the client’s BI.',
      },
    ],
  },
  adminDashboard: {
    heading: 'Admin Dashboard',
    image: comboseekAdminImage,
    features: [
      {
        icon: LayoutDashboard,
        heading: 'Query rules',
        description: 'Pin, boost or bury products for a query pattern, scheduled for a campaign’s dates.',
      },
      {
        icon: ChartColumn,
        heading: 'Answer quality',
        description: 'Ratings and flagged answers in one queue, with the sources the model used.',
      },
      {
        icon: RefreshCw,
        heading: 'Catalogue sync',
        description: 'Live status of the hourly sync from the store’s product feed, with per-item errors.',
      },
      {
        icon: Users,
        heading: 'Roles',
        description: 'Merchandisers edit rules; only administrators change model and safety settings.',
      },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      {
        image: nextdotjsLogo,
        heading: 'Next.js',
        description: 'Server-rendered search pages and streaming answer UI for fast first paint.',
      },
      {
        image: pythonLogo,
        heading: 'Python',
        description: 'Ingestion, chunking and evaluation scripts for the retrieval pipeline.',
      },
      {
        image: fastapiLogo,
        heading: 'FastAPI',
        description: 'The search and answer API, streaming responses over server-sent events.',
      },
      {
        image: elasticsearchLogo,
        heading: 'Elasticsearch',
        description: 'Keyword and dense-vector retrieval in one index, with per-region filters.',
      },
      {
        image: postgresqlLogo,
        heading: 'PostgreSQL',
        description: 'Merchandising rules, feedback and audit history for the console.',
      },
      {
        image: redisLogo,
        heading: 'Redis',
        description: 'Cache for frequent queries and rate limiting per shopper session.',
      },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'We shipped ComboSeek in three phases over 14 weeks: hybrid search first, cited answers behind a feature flag for 10% of traffic, then the merchandising console. An offline evaluation set of 1,200 real queries, graded by the client’s staff, gates every model or prompt change, so quality is measured before shoppers see it.',
  },
  reviews: [
    {
      review:
        'Our zero-result searches dropped to a fraction within weeks, and our team can finally tune results themselves. CodeCrush treated answer accuracy as seriously as we do.',
      name: 'Hamza Qureshi',
      role: 'Head of E-commerce, client retailer',
      stars: 5,
    },
    {
      review:
        'The evaluation set they built with us is now how we judge every change. Clear weekly demos, no surprises at launch.',
      name: 'Sana Malik',
      role: 'Product Manager',
      stars: 5,
    },
    {
      review: 'Fast on a phone, and the answers link to the exact product page — customers trust it.',
      name: 'Omar Farooq',
      role: 'Customer Experience Lead',
      stars: 5,
    },
  ],
} as const satisfies CaseStudy;
