import styled from '@emotion/styled';
import { Section } from '@codecrush/ui';
import { contactChannels, contactPageText } from '../content/contactPage';
import { ContactChannelCard } from '../components/ContactChannelCard';

const Cards = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space.xl} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.space.lg,
  [theme.mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

/** "Chat to our friendly team": email, office and phone cards. */
export function ContactChannelsSection() {
  return (
    <Section title={contactPageText.heading} intro={contactPageText.intro}>
      <Cards>
        {contactChannels.map((channel) => (
          <ContactChannelCard key={channel.id} channel={channel} />
        ))}
      </Cards>
    </Section>
  );
}
