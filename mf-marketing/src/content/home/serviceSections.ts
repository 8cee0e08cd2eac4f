import { hrefs } from '@codecrush/contracts';
import type { ServiceSection } from './types';

/** The home services block: Services, Research and Industries, four cards each. */
export const serviceSections = [
  {
    id: 'services',
    sectionName: 'Services',
    content: [
      {
        id: 'app',
        image: 'home-service-app',
        heading: 'App Development',
        description:
          'iOS and Android apps with Flutter and React Native, from the first prototype to store release and updates after launch.',
        icon: 'Smartphone',
        hoverIcon: 'MonitorSmartphone',
        link: hrefs.service('app'),
      },
      {
        id: 'web',
        image: 'home-service-web',
        heading: 'Web Development',
        description:
          'Responsive websites and web apps on React and Node.js that load fast, rank well and grow with your traffic.',
        icon: 'Globe',
        hoverIcon: 'Code',
        link: hrefs.service('web'),
      },
      {
        id: 'uiux',
        image: 'home-service-uiux',
        heading: 'UI/UX Design',
        description:
          'User research, wireframes, clickable prototypes and design systems that make products easy to learn and pleasant to use.',
        icon: 'PenTool',
        hoverIcon: 'Palette',
        link: hrefs.service('uiux'),
      },
      {
        id: 'marketing',
        image: 'home-service-marketing',
        heading: 'Digital Marketing',
        description:
          'SEO, social media and paid campaigns planned around measurable goals, with a clear monthly report of what worked.',
        icon: 'Megaphone',
        hoverIcon: 'TrendingUp',
        link: hrefs.service('marketing'),
      },
    ],
  },
  {
    id: 'research',
    sectionName: 'Research',
    content: [
      {
        id: 'ai',
        image: 'home-research-ai',
        heading: 'Artificial Intelligence',
        description:
          'Assistants, document understanding and decision support built on modern AI models and tuned to your business data.',
        icon: 'BrainCircuit',
        hoverIcon: 'Sparkles',
        link: hrefs.research('ai'),
      },
      {
        id: 'ml',
        image: 'home-research-ml',
        heading: 'Machine Learning',
        description:
          'Forecasting, recommendation and anomaly-detection models, trained, evaluated and deployed with monitoring in production.',
        icon: 'ChartNetwork',
        hoverIcon: 'Cpu',
        link: hrefs.research('ml'),
      },
      {
        id: 'nlp',
        image: 'home-research-nlp',
        heading: 'Natural Language Processing',
        description:
          'Chatbots, search, sentiment analysis and Urdu–English text processing that understand how your customers really write.',
        icon: 'MessagesSquare',
        hoverIcon: 'Languages',
        link: hrefs.research('nlp'),
      },
      {
        id: 'blockchain',
        image: 'home-research-blockchain',
        heading: 'Blockchain',
        description:
          'Smart contracts, tokenised assets and tamper-proof records, audited and integrated with the systems you already run.',
        icon: 'Blocks',
        hoverIcon: 'Link',
        link: hrefs.research('blockchain'),
      },
    ],
  },
  {
    id: 'industries',
    sectionName: 'Industries',
    content: [
      {
        id: 'travel',
        image: 'home-industry-travel',
        heading: 'Travel & Tourism',
        description:
          'Booking engines, tour planners and operator dashboards that turn browsers into travellers, on web and mobile.',
        icon: 'Plane',
        hoverIcon: 'Map',
        link: hrefs.industry('travel'),
      },
      {
        id: 'healthcare',
        image: 'home-industry-healthcare',
        heading: 'Healthcare',
        description:
          'Appointment booking, patient records and telemedicine apps built with privacy and clinical workflows in mind.',
        icon: 'HeartPulse',
        hoverIcon: 'Stethoscope',
        link: hrefs.industry('healthcare'),
      },
      {
        id: 'education',
        image: 'home-industry-education',
        heading: 'Education',
        description:
          'Learning platforms, quiz and exam apps and school management systems that keep students engaged and teachers informed.',
        icon: 'GraduationCap',
        hoverIcon: 'BookOpen',
        link: hrefs.industry('education'),
      },
      {
        id: 'retail',
        image: 'home-industry-retail',
        heading: 'Retail & E-commerce',
        description:
          'Online stores, point-of-sale integrations and loyalty apps that connect your shelves, warehouse and customers.',
        icon: 'ShoppingBag',
        hoverIcon: 'ShoppingCart',
        link: hrefs.industry('retail'),
      },
    ],
  },
] as const satisfies readonly ServiceSection[];
