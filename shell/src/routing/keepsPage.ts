import { pageModuleOf } from './pageModule';

/**
 * Whether a navigation from one path to another keeps the same remote page mounted (the same
 * exposed module renders both, with other params): its islands then receive the update.
 */
export function keepsPage(from: string, to: string): boolean {
  const page = pageModuleOf(from);
  return page !== undefined && page === pageModuleOf(to);
}
