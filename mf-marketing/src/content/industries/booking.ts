import { image as bannerImage } from '../../generated/byId/ind-booking';
import { image as bookingArt } from '../../generated/byId/art-booking';
import { image as mobile } from '../../generated/byId/art-mobile';
import { image as commerce } from '../../generated/byId/art-commerce';
import { image as data } from '../../generated/byId/art-data';
import type { Industry } from '../types';

export const booking = {
  id: 'booking',
  title: 'Booking & Reservations',
  subtitle: 'Reservation systems for salons, clinics, restaurants, sports venues and rental businesses.',
  metaDescription:
    'Booking and reservation software by CodeCrush: online scheduling, staff calendars, deposits and payments, reminders and booking apps for service businesses.',
  bannerImage,
  offeringIntro:
    'Every missed call and double booking is lost revenue. Our booking systems fill your calendar around the clock.',
  features: [
    {
      title: 'Online scheduling',
      description:
        'Customers see real availability and book a service, a table or a court in a few taps from your website, Instagram or Google profile, at any hour of the day.',
      image: bookingArt,
    },
    {
      title: 'Staff calendars and resources',
      description:
        'Manage staff shifts, rooms, chairs and equipment in one calendar that prevents double bookings and balances the workload across your team.',
      image: data,
    },
    {
      title: 'Deposits, payments and packages',
      description:
        'Take deposits to reduce no-shows, sell memberships and session packages, and accept cards, wallets and bank transfers with automatic receipts.',
      image: commerce,
    },
    {
      title: 'Reminders and branded apps',
      description:
        'Automatic SMS, email and WhatsApp reminders, easy rescheduling and a branded app with loyalty rewards keep customers coming back.',
      image: mobile,
    },
  ],
} as const satisfies Industry;
