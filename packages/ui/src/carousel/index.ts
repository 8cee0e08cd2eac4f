export { Carousel } from './Carousel';
export type { CarouselProps, CarouselBreakpoint } from './types';
