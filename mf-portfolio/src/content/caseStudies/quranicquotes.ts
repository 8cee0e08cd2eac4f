import firebaseLogo from 'simple-icons/icons/firebase.svg';
import flutterLogo from 'simple-icons/icons/flutter.svg';
import sqliteLogo from 'simple-icons/icons/sqlite.svg';
import { Bell, BookOpen, Bookmark, Share2 } from 'lucide-react';
import { image as quranicquotesImage } from '../../generated/byId/quranicquotes';
import { image as quranicquotesOverviewImage } from '../../generated/byId/quranicquotes-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as quranicquotesFeaturesImage } from '../../generated/byId/quranicquotes-features';
import type { CaseStudy } from '../types';

export const quranicquotes = {
  isWeb: false,
  id: 'quranicquotes',
  meta: {
    title: 'Quranic Quotes — Daily Inspiration',
    description:
      'Quranic Quotes by CodeCrush: a daily verse app with authentic translations, reflections, offline use and beautiful shareable cards.',
  },
  introduction: {
    heading: 'Quranic Quotes: one verse a day, with meaning you can carry',
    description:
      'Quranic Quotes delivers one verse each morning with its Arabic text, a trusted Urdu and English translation and a short reflection, and turns any verse into a beautifully typeset card to share with family and friends.',
    image: quranicquotesImage,
    projectLink: 'https://play.google.com/store/apps/details?id=com.quranicquotes.app',
  },
  overview: {
    heading: 'Overview',
    description:
      'The client, a small Islamic publishing house, wanted to reach younger readers who spend their mornings on their phones. The app is deliberately simple: one verse a day, chosen by themes through the year, with the source clearly cited so readers can return to the full passage. Everything works offline after installation.',
    image: quranicquotesOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      'Arabic text with full diacritics had to render perfectly on every Android phone, including old and low-cost ones.',
      'Translations and reflections had to be authentic and traceable, with no auto-generated text.',
      'Shared images circulate widely on WhatsApp; a typo or a wrong reference on a card would spread quickly.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'An embedded Uthmani font and a rendering test that compares every verse against reference images on six devices.',
      'A content pipeline in which each verse, translation and reflection is approved by the publisher’s editors before it ships.',
      'Share cards generated from the approved text only, always with the surah and ayah reference in the corner.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '120,000+', label: 'installs in the first year, without paid advertising' },
      { value: '58%', label: 'of users open the daily verse at least five days a week' },
      { value: '1.4M', label: 'verse cards shared to WhatsApp and Instagram' },
      { value: '4.9/5', label: 'rating on Google Play' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'Calm, focused and respectful of the text.',
    image: quranicquotesFeaturesImage,
    features: [
      {
        icon: BookOpen,
        heading: 'Verse of the day',
        description: 'Arabic, Urdu and English with a short reflection and the full reference.',
      },
      {
        icon: Share2,
        heading: 'Share cards',
        description: 'Typeset image cards in six designs, ready for WhatsApp status and Instagram stories.',
      },
      {
        icon: Bookmark,
        heading: 'Favourites',
        description: 'Save verses into collections such as patience, gratitude and family.',
      },
      {
        icon: Bell,
        heading: 'Gentle reminder',
        description: 'A daily notification at the time each reader chooses, after Fajr by default.',
      },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      {
        image: flutterLogo,
        heading: 'Flutter',
        description: 'Precise Arabic typography and card rendering on Android and iOS.',
      },
      {
        image: sqliteLogo,
        heading: 'SQLite',
        description: 'The full verse library stored on the device for offline reading.',
      },
      {
        image: firebaseLogo,
        heading: 'Firebase',
        description: 'Scheduled notifications and anonymous, privacy-friendly usage counts.',
      },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'The app has no ads and no account: the publisher wanted nothing between the reader and the verse. Usage statistics are counted anonymously and never tied to a person.',
  },
  reviews: [
    {
      review:
        'Our verses now reach readers we could never reach in print, and every shared card carries the right reference.',
      name: 'Maulana Abdul Qadir',
      role: 'Editor, the publishing house',
      stars: 5,
    },
    {
      review: 'It is the first thing I read in the morning. Simple, beautiful and it works without internet.',
      name: 'Zainab Akhtar',
      role: 'Reader',
      stars: 5,
    },
  ],
} as const satisfies CaseStudy;
