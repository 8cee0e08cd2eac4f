import type { SimpleIcon } from 'simple-icons';

export type BrandIconProps = { icon: Pick<SimpleIcon, 'path' | 'title'>; size?: number; color?: string };

/** A brand or technology logo from `simple-icons`, decorative (label the link or text beside it). */
export function BrandIcon({ icon, size = 20, color = 'currentColor' }: BrandIconProps) {
  return (
    <svg role="img" aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill={color} focusable="false">
      <path d={icon.path} />
    </svg>
  );
}
