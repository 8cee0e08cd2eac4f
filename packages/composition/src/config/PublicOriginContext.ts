import { createContext, useContext } from 'react';

/**
 * The public site's origin (`https://www.codecrush.tech`), for addresses a visitor takes elsewhere
 * (share links). The prerenderer renders with its `PUBLIC_ORIGIN` and writes it into the page, and
 * the browser renders with the one the page carries, so the served HTML and hydration agree and a
 * link is whole before any script runs.
 */
export const PublicOriginContext = createContext<string | null>(null);

export function usePublicOrigin(): string {
  const origin = useContext(PublicOriginContext);
  if (origin === null) throw new Error('usePublicOrigin needs the PublicOriginContext provider');
  return origin;
}
