import type { DeviceClass } from '@codecrush/contracts';
import { tokens } from '@codecrush/ui';

/** The layout a viewport this wide gets: `mobile` below the site's desktop breakpoint, else `desktop`. */
export const deviceClassOf = (viewportWidth: number): DeviceClass =>
  viewportWidth < tokens.breakpoints.desktop ? 'mobile' : 'desktop';
