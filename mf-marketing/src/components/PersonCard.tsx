import styled from '@emotion/styled';
import type { ResponsiveImage } from '@codecrush/ui';
import { Picture } from '@codecrush/ui';
import { Card } from '@codecrush/ui/card';

const Frame = styled(Card)({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  textAlign: 'center',
  '& img': { aspectRatio: '1 / 1', objectFit: 'cover' },
});

const Body = styled.div(({ theme }) => ({
  padding: theme.space.md,
  '& h3': { fontSize: theme.fontSizes.lg, margin: 0 },
  '& p': { margin: `${theme.space.xxs} 0 0`, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
}));

const Role = styled.p(({ theme }) => ({ fontWeight: 600, '&&': { color: theme.colors.primaryDark } }));

export type PersonCardProps = {
  name: string;
  role: string;
  photo: ResponsiveImage;
  /** A sentence about the person (executives). */
  bio?: string;
  sizes: string;
};

/** A person's photo (their name as alt text), name and role. */
export function PersonCard({ name, role, photo, bio, sizes }: PersonCardProps) {
  return (
    <Frame as="li">
      <Picture image={photo} alt={name} sizes={sizes} />
      <Body>
        <h3>{name}</h3>
        <Role>{role}</Role>
        {bio && <p>{bio}</p>}
      </Body>
    </Frame>
  );
}
