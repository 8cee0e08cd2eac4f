import type { PageIntro, ResponsiveImage } from '@codecrush/ui';
import type { IndustryId, ResearchId, ServiceId } from '@codecrush/contracts';

/** One step of a "how we work" timeline: a title, a text and an image. */
export interface Step {
  title: string;
  text: string;
  image: ResponsiveImage;
}

/** A service detail page, with its meta description. */
export interface ServiceDetail {
  id: ServiceId;
  title: string;
  description: string;
  metaDescription: string;
  bannerImage: ResponsiveImage;
  /** The about text, one string per paragraph. */
  aboutService: readonly string[];
  howWeFollow: string;
  steps: readonly Step[];
}

export interface IndustryFeature {
  title: string;
  description: string;
  image: ResponsiveImage;
}

/** An industry page, with the banner subtitle, the Our Offering intro and a meta description. */
export interface Industry {
  id: IndustryId;
  title: string;
  subtitle: string;
  metaDescription: string;
  bannerImage: ResponsiveImage;
  offeringIntro: string;
  features: readonly IndustryFeature[];
}

export interface ResearchFeature {
  image: ResponsiveImage;
  title: string;
  description: string;
}

/** The application-areas grid is headed one of these two ways. */
type ApplicationAreasHeading = 'Applications Areas' | 'Our Services Include';

/** A research and development page, with its meta description. */
export interface ResearchService {
  id: ResearchId;
  title: string;
  heading: string;
  metaDescription: string;
  bannerImage: ResponsiveImage;
  aboutService: readonly string[];
  howWeFollow: string;
  features: readonly ResearchFeature[];
  howWeApproach: string;
  steps: readonly Step[];
  applicationAreas?: { heading: ApplicationAreasHeading; applications: readonly string[] };
}

/** A team member. */
export interface TeamMember {
  name: string;
  role: string;
  image: ResponsiveImage;
}

/** The Team page's copy around the people. */
export interface TeamPageText {
  banner: PageIntro;
  intro: { heading: string; paragraphs: readonly string[] };
  leadershipHeading: string;
  membersHeading: string;
}

/** Executives carry their photo as `imageUrl`. */
export interface Executive {
  name: string;
  role: string;
  imageUrl: ResponsiveImage;
  bio: string;
}

export interface GalleryPhoto {
  image: ResponsiveImage;
  alt: string;
  /** Mosaic tile shape on wide screens. */
  tile: 'wide' | 'tall' | 'square' | 'large';
}

/** A headed section of a legal document. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export interface LegalDocument extends PageIntro {
  /** "Effective 1 July 2024" / "Current as of 20 April 2025". */
  dateLine: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

/** A value or capability card of the About page. */
export interface ValueCard {
  title: string;
  text: string;
}

interface HeadedPoints {
  heading: string;
  points: readonly string[];
}

/** The About page. */
export interface AboutContent {
  intro: PageIntro;
  heroImage: ResponsiveImage;
  ceoMessage: {
    eyebrow: string;
    heading: string;
    paragraphs: readonly string[];
    signatureName: string;
    signatureRole: string;
    photo: ResponsiveImage;
  };
  whyChoose: { heading: string; intro: string; values: readonly ValueCard[] };
  mission: HeadedPoints;
  objectives: HeadedPoints;
  capabilities: { heading: string; intro: string; items: readonly ValueCard[] };
  vision: {
    eyebrow: string;
    heading: string;
    text: string;
    image: ResponsiveImage;
    actions: readonly [{ label: string; to: string }, { label: string; to: string }];
  };
}
