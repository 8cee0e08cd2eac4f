import { Section } from '@codecrush/ui';
import { LazyCarousel } from '@codecrush/ui/below-the-fold';
import { eventsCarousel } from '../../content/home/carousels';
import { events } from '../../content/home/events';
import { homeText } from '../../content/home/homeText';
import { EventCard } from '../../components/home/EventCard';

/** Life at CodeCrush: the four events in a carousel (3 per view, 2 below 1024 px, 1 below 768 px). */
export function EventsSection() {
  const { heading, intro, carouselLabel } = homeText.events;
  return (
    <Section tone="dark" title={heading} intro={intro}>
      <LazyCarousel label={carouselLabel} {...eventsCarousel}>
        {events.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </LazyCarousel>
    </Section>
  );
}
