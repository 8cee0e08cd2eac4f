import type { LucideIcon } from 'lucide-react';
import type { ProjectId } from '@codecrush/contracts';
import type { ResponsiveImage } from '@codecrush/ui';
import type { IllustrationId } from './illustrations';

/** The project type shown on a card. */
export type ProjectType = 'Mobile App' | 'Website' | 'Web App';

/** A project card (the image is a designed illustration id; the card links to `hrefs.project(id)`). */
export interface ProjectCard {
  id: ProjectId;
  title: string;
  projectType: ProjectType;
  image: IllustrationId;
}

export interface Feature {
  /** A lucide icon, imported by the case study itself (its chunk carries only the icons it uses). */
  icon: LucideIcon;
  heading: string;
  description: string;
}

interface Technology {
  /** URL of the technology's logo (a simple-icons SVG, imported as an asset: no logo data in the JS). */
  image: string;
  heading: string;
  description: string;
}

export interface Review {
  review: string;
  name: string;
  role: string;
  /** Whole stars out of 5. */
  stars: 1 | 2 | 3 | 4 | 5;
}

/** A headline result: a figure and what it measures. */
interface Result {
  value: string;
  label: string;
}

/**
 * A case study's illustration, imported by the case study itself from its generated module: its chunk
 * carries only its own images, not the table of every project's.
 */
export type CaseStudyImage = ResponsiveImage;

/** A case study (review photos are replaced by initials: no client photos exist). */
export interface CaseStudy {
  /** Web projects show wide screenshots; mobile apps show phone frames. */
  isWeb: boolean;
  id: ProjectId;
  /** Page title and meta description. */
  meta: { title: string; description: string };
  introduction: { heading: string; description: string; image: CaseStudyImage; projectLink: string };
  overview: { heading: string; description: string; image: CaseStudyImage };
  challenge: { heading: string; image: CaseStudyImage; challenges: readonly string[] };
  solutions: { heading: string; image: CaseStudyImage; solutions: readonly string[] };
  results: { heading: string; image: CaseStudyImage; results: readonly Result[] };
  features: { heading: string; subheading: string; image: CaseStudyImage; features: readonly Feature[] };
  adminDashboard?: { heading: string; image: CaseStudyImage; features: readonly Feature[] };
  technologiesUsed: { heading: string; technologies: readonly Technology[] };
  additionalNotes: { heading: string; description: string };
  reviews: readonly Review[];
}
