import styled from '@emotion/styled';
import { useId } from 'react';
import { Check, Link2 } from 'lucide-react';
import { BrandIcon, Button } from '@codecrush/ui';
import { blogText } from '../content/blogText';
import { shareTargets } from '../content/share';
import { shareBrands } from '../content/shareBrands';
import { useCopyLink } from '../hooks/useCopyLink';
import { useShareHrefs } from '../hooks/useShareHrefs';
import { shareUrl } from '../lib/shareUrls';

const Row = styled.section(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.md,
  padding: `${theme.space.lg} 0`,
  borderTop: `1px solid ${theme.colors.border}`,
  borderBottom: `1px solid ${theme.colors.border}`,
  '& h2': { fontSize: theme.fontSizes.lg, margin: 0, marginRight: 'auto' },
}));

const Actions = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.xs,
}));

const ShareLink = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  padding: '0.4rem 0.9rem',
  border: `2px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  color: theme.colors.navy,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  transition: `border-color ${theme.durations.fast}, color ${theme.durations.fast}`,
  '&:hover': { borderColor: theme.colors.primary, color: theme.colors.primary },
}));

/** "Share this post": Copy Link (Copied! for 2 s) and links that share the current address. */
export function ShareRow() {
  const headingId = useId();
  const { containerRef, pageUrl } = useShareHrefs<HTMLUListElement>();
  const { copied, copy } = useCopyLink();

  return (
    <Row aria-labelledby={headingId}>
      <h2 id={headingId}>{blogText.share.heading}</h2>
      <Actions ref={containerRef}>
        <li>
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            {copied ? <Check size={16} aria-hidden="true" /> : <Link2 size={16} aria-hidden="true" />}
            {copied ? blogText.share.copied : blogText.share.copyLink}
          </Button>
        </li>
        {shareTargets.map((target) => (
          <li key={target}>
            <ShareLink
              href={shareUrl(target, pageUrl)}
              data-share-target={target}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={shareBrands[target].label}
            >
              <BrandIcon icon={shareBrands[target].icon} size={16} />
              {shareBrands[target].name}
            </ShareLink>
          </li>
        ))}
      </Actions>
      <p role="status" className="visually-hidden">
        {copied ? blogText.share.copied : ''}
      </p>
    </Row>
  );
}
