import cloudinaryLogo from 'simple-icons/icons/cloudinary.svg';
import googlemapsLogo from 'simple-icons/icons/googlemaps.svg';
import mongodbLogo from 'simple-icons/icons/mongodb.svg';
import nextdotjsLogo from 'simple-icons/icons/nextdotjs.svg';
import nodedotjsLogo from 'simple-icons/icons/nodedotjs.svg';
import tailwindcssLogo from 'simple-icons/icons/tailwindcss.svg';
import { ChartColumn, Compass, CreditCard, FileText, Map, Search, ShieldCheck, Truck } from 'lucide-react';
import { image as xplorepkImage } from '../../generated/byId/xplorepk';
import { image as xplorepkOverviewImage } from '../../generated/byId/xplorepk-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as xplorepkFeaturesImage } from '../../generated/byId/xplorepk-features';
import { image as xplorepkAdminImage } from '../../generated/byId/xplorepk-admin';
import type { CaseStudy } from '../types';

export const xplorepk = {
  isWeb: true,
  id: 'xplorepk',
  meta: {
    title: 'XplorePK — Pakistan Travel Platform',
    description:
      'XplorePK by CodeCrush: a travel platform for northern Pakistan with destination guides, verified tour operators, road conditions and online trip booking.',
  },
  introduction: {
    heading: 'XplorePK: plan and book trips across Pakistan, from Hunza to Gwadar',
    description:
      'XplorePK brings destination guides, verified tour operators, hotels and live road conditions into one website, so travellers can plan a trip to Hunza, Skardu, Swat or the Makran coast and book it with operators who have been checked.',
    image: xplorepkImage,
    projectLink: 'https://xplorepk.com',
  },
  overview: {
    heading: 'Overview',
    description:
      'Domestic tourism in Pakistan has grown fast, but planning still happens in Facebook groups: who is reliable, is the Karakoram Highway open, how long from Chilas to Gilgit? XplorePK publishes structured guides for 120 destinations, lists tours from operators whose licences and vehicles have been checked, and shows road and weather updates gathered from operators on the ground.',
    image: xplorepkOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      'Road closures from landslides and snow change daily, and outdated information puts travellers at risk.',
      'Hundreds of small operators, many without websites, with very different quality and safety standards.',
      'Destination pages are photo-heavy but most visitors browse on mid-range phones over 3G and 4G.',
      'Search traffic is seasonal and driven by Google: pages had to rank for destination and route queries.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'A road-status feed updated by verified operators and the team, time-stamped and expiring automatically after 24 hours.',
      'Operator onboarding with licence, vehicle fitness and insurance checks, and reviews only from booked travellers.',
      'Statically generated destination pages with responsive AVIF images from Cloudinary: the median page loads in 1.9 s on 4G.',
      'Structured data, route pages (“Islamabad to Skardu by road”) and an editorial calendar aligned with the travel seasons.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '210,000', label: 'visits in the first summer season' },
      { value: '85', label: 'verified tour operators listed' },
      { value: '3,100', label: 'trips booked through the platform in year one' },
      { value: '4.7/5', label: 'average rating from travellers after their trip' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'Inspiration, planning and booking for travel inside Pakistan.',
    image: xplorepkFeaturesImage,
    features: [
      {
        icon: Compass,
        heading: 'Destination guides',
        description: '120 destinations with best seasons, routes, costs and what to pack.',
      },
      {
        icon: Truck,
        heading: 'Road conditions',
        description: 'Time-stamped status of key routes such as the KKH, Babusar and Naran roads.',
      },
      {
        icon: Search,
        heading: 'Tour search',
        description: 'Filter tours by destination, days, budget, group size and departure city.',
      },
      {
        icon: ShieldCheck,
        heading: 'Verified operators',
        description: 'Licence, vehicle and insurance checks shown on every listing.',
      },
      {
        icon: Map,
        heading: 'Trip planner',
        description: 'Build a day-by-day route with driving times and overnight stops.',
      },
      {
        icon: CreditCard,
        heading: 'Online booking',
        description: 'Seat or private-tour booking with a deposit and clear cancellation terms.',
      },
    ],
  },
  adminDashboard: {
    heading: 'Admin Dashboard',
    image: xplorepkAdminImage,
    features: [
      {
        icon: Truck,
        heading: 'Road-status desk',
        description: 'Review and publish route updates, with automatic expiry.',
      },
      {
        icon: ShieldCheck,
        heading: 'Operator checks',
        description: 'Documents, inspections and listing approval in one workflow.',
      },
      {
        icon: FileText,
        heading: 'Content editor',
        description: 'Destination guides with image management and SEO fields.',
      },
      {
        icon: ChartColumn,
        heading: 'Bookings and traffic',
        description: 'Bookings by route and season next to search traffic trends.',
      },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      {
        image: nextdotjsLogo,
        heading: 'Next.js',
        description: 'Static destination pages with incremental regeneration when guides change.',
      },
      {
        image: tailwindcssLogo,
        heading: 'Tailwind CSS',
        description: 'A compact, consistent design system for a content-heavy site.',
      },
      { image: nodedotjsLogo, heading: 'Node.js', description: 'Booking, operator and road-status APIs.' },
      { image: mongodbLogo, heading: 'MongoDB', description: 'Flexible documents for guides, tours and itineraries.' },
      {
        image: cloudinaryLogo,
        heading: 'Cloudinary',
        description: 'Responsive AVIF and WebP images for thousands of destination photos.',
      },
      { image: googlemapsLogo, heading: 'Google Maps', description: 'Routes, driving times and points of interest.' },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'Safety shaped the product: a route marked closed cannot be booked for the next 24 hours, and every tour page shows the operator’s emergency number. The guides were written with local operators and reviewed each spring before the season opens.',
  },
  reviews: [
    {
      review:
        'The road updates alone made XplorePK the first thing our travellers check. Bookings from the site now fill a third of our summer departures.',
      name: 'Karim Baig',
      role: 'Owner, Hunza Trails (operator)',
      stars: 5,
    },
    {
      review:
        'We planned our family trip to Skardu entirely on the site. Knowing the operator was verified mattered with children in the car.',
      name: 'Nadia Hussain',
      role: 'Traveller, Karachi',
      stars: 5,
    },
  ],
} as const satisfies CaseStudy;
