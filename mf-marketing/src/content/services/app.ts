import { image as bannerImage } from '../../generated/byId/svc-app';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as design } from '../../generated/byId/art-design';
import { image as mobile } from '../../generated/byId/art-mobile';
import { image as quality } from '../../generated/byId/art-quality';
import { image as launch } from '../../generated/byId/art-launch';
import { image as support } from '../../generated/byId/art-support';
import type { ServiceDetail } from '../types';

export const app = {
  id: 'app',
  title: 'App Development',
  description:
    'Native-quality iOS and Android apps built with Flutter and React Native, from the first prototype to the App Store and Google Play.',
  metaDescription:
    'Mobile app development by CodeCrush: Flutter and React Native apps for iOS and Android, with backends, payments, push notifications and store releases.',
  bannerImage,
  aboutService: [
    'A good mobile app feels effortless: it opens instantly, works on a weak connection and remembers where you left off. Behind that ease is careful engineering, and that is what we bring. We have shipped apps for tailoring shops, salons, schools, travel operators and education start-ups, several of them with tens of thousands of monthly users.',
    'We build cross-platform apps with Flutter or React Native, which lets one team deliver iOS and Android from a single code base without compromising on performance. When a product needs deep platform features — background location, Bluetooth devices, widgets — we write native modules in Swift and Kotlin.',
    'An app is rarely only an app. We also build the API, the admin dashboard your staff use to manage content and orders, and the integrations with payment gateways such as JazzCash, Easypaisa and Stripe. Push notifications, analytics and crash reporting are part of every release.',
  ],
  howWeFollow: 'How We Take Your App from Idea to Store',
  steps: [
    {
      title: 'Product workshop',
      text: 'We define the core user journey, the features for version one and those that can wait. You leave with a release plan, a cost estimate and a clear list of assumptions to test.',
      image: discovery,
    },
    {
      title: 'Prototype and design',
      text: 'A clickable prototype on a real phone lets you and your users feel the app before it exists. We design for one-handed use, dark mode and accessibility from the start.',
      image: design,
    },
    {
      title: 'Cross-platform build',
      text: 'Our engineers build the app and its backend in parallel, with weekly TestFlight and Play Console builds so you can try every feature as soon as it is ready.',
      image: mobile,
    },
    {
      title: 'Device testing',
      text: 'We test on a matrix of real devices, from budget Android phones to the latest iPhone, with automated UI tests for the critical flows and manual exploratory sessions.',
      image: quality,
    },
    {
      title: 'Store release',
      text: 'We prepare store listings, screenshots, privacy labels and review notes, handle the submission process and stage the rollout to catch problems before all users see them.',
      image: launch,
    },
    {
      title: 'Updates and analytics',
      text: 'After launch we watch crash reports and usage analytics, ship fixes quickly and keep the app compatible with each new iOS and Android version.',
      image: support,
    },
  ],
} as const satisfies ServiceDetail;
