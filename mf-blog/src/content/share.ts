/** The Copied! indicator stays for 2 seconds. */
export const copiedIndicatorMs = 2000;

/** The share targets of the "Share this post" row, in display order. */
export const shareTargets = ['x', 'facebook', 'linkedin'] as const;
export type ShareTarget = (typeof shareTargets)[number];
