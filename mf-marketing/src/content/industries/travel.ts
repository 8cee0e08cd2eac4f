import { image as bannerImage } from '../../generated/byId/ind-travel';
import { image as travelArt } from '../../generated/byId/art-travel';
import { image as booking } from '../../generated/byId/art-booking';
import { image as mobile } from '../../generated/byId/art-mobile';
import { image as data } from '../../generated/byId/art-data';
import type { Industry } from '../types';

export const travel = {
  id: 'travel',
  title: 'Travel & Tourism',
  subtitle:
    'Booking platforms, trip planners and operator tools for tour companies, pilgrimage organisers and travel agencies.',
  metaDescription:
    'Software for travel and tourism: booking engines, trip planners, operator dashboards and travel apps built by CodeCrush for agencies and tour operators.',
  bannerImage,
  offeringIntro:
    'We have built travel platforms with more than 50,000 monthly users and 100+ listed operators. Here is what we can build for you.',
  features: [
    {
      title: 'Booking engines and package builders',
      description:
        'Let travellers compare packages, choose dates, rooms and transport, and pay online or reserve with a deposit. Availability updates in real time from your inventory or your suppliers’ APIs, so you never sell a seat twice.',
      image: booking,
    },
    {
      title: 'Operator and agency marketplaces',
      description:
        'Bring many tour operators onto one platform with their own dashboards for listings, pricing, bookings and payouts, while you control quality through reviews, verification and commission rules.',
      image: travelArt,
    },
    {
      title: 'Travel companion apps',
      description:
        'Give travellers their itinerary, tickets, maps and guide contacts offline in one app, with push notifications for schedule changes and emergency information in their own language.',
      image: mobile,
    },
    {
      title: 'Demand and revenue insights',
      description:
        'Dashboards show which destinations, seasons and channels bring bookings, so you can set prices, plan capacity and spend marketing money where it returns the most.',
      image: data,
    },
  ],
} as const satisfies Industry;
