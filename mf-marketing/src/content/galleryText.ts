/** Copy of the Gallery page. */
export const galleryText = {
  heading: 'Moments from CodeCrush',
  intro:
    'Hackathons, Friday tech talks, our annual retreat and the career fairs where many of our engineers first met us.',
} as const;
