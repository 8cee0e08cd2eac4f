import type { IndustryId, ResearchId, ServiceId } from '@codecrush/contracts';
import type { IllustrationId } from '../illustrations';

type HeroSlideNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
/** The hero's art: each slide's vision image and backdrop (heroArtAll.ts maps every id to its image). */
export type HeroArtId = Extract<IllustrationId, `home-hero-${HeroSlideNumber}` | `home-hero-${HeroSlideNumber}-bg`>;

/** A hero slide. Images are illustration ids of the hero's art (heroArt.ts). */
export interface Slide {
  title: string;
  description: string;
  backgroundImage: HeroArtId;
  visionImage: HeroArtId;
}

/** A logo of the partner carousel: `src` is a bundled SVG's URL. */
export interface PartnerLogo {
  id: string;
  src: string;
  alt: string;
}

/** A figure of the "A Journey of 2 Years" block: counts up to `value`, then shows `suffix`. */
export interface Stat {
  id: string;
  value: number;
  suffix: '' | '+';
  label: string;
}

/** Names of the lucide icons the service cards use (resolved in components/home/serviceIcons.ts). */
export type ServiceIconName =
  | 'Smartphone'
  | 'MonitorSmartphone'
  | 'Globe'
  | 'Code'
  | 'PenTool'
  | 'Palette'
  | 'Megaphone'
  | 'TrendingUp'
  | 'BrainCircuit'
  | 'Sparkles'
  | 'ChartNetwork'
  | 'Cpu'
  | 'MessagesSquare'
  | 'Languages'
  | 'Blocks'
  | 'Link'
  | 'Plane'
  | 'Map'
  | 'HeartPulse'
  | 'Stethoscope'
  | 'GraduationCap'
  | 'BookOpen'
  | 'ShoppingBag'
  | 'ShoppingCart';

/** A card of the home services block. */
export interface ServiceItem {
  id: ServiceId | ResearchId | IndustryId;
  image: IllustrationId;
  heading: string;
  description: string;
  icon: ServiceIconName;
  /** Shown in place of `icon` while the card is hovered or focused. */
  hoverIcon: ServiceIconName;
  link: string;
}

/** One group of service cards: a section name and its cards. */
export interface ServiceSection {
  id: 'services' | 'research' | 'industries';
  sectionName: string;
  content: readonly ServiceItem[];
}

/** A leadership card. */
export interface Leader {
  id: 'ceo' | 'cto' | 'cfo';
  image: IllustrationId;
  status: 'Founder' | 'Co-Founder';
  name: string;
  role: string;
  links: readonly { network: 'LinkedIn'; href: string }[];
}

/** An events carousel slide. */
export interface HomeEvent {
  id: string;
  title: string;
  image: IllustrationId;
  /** One line under the title. */
  summary: string;
}

/** Settings of one carousel on the home page. */
export interface CarouselSettings {
  slidesToShow: number;
  responsive: readonly { below: number; slidesToShow: number }[];
  speed: number;
  autoplay: boolean;
  autoplaySpeed?: number;
  continuous?: boolean;
}
