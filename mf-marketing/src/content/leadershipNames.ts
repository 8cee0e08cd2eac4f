/** The three executives' names: one source for the home page's leadership cards and the Team and About pages. */
export const leadershipNames = {
  ceo: 'Ahmed Raza',
  cto: 'Usman Tariq',
  cfo: 'Hamza Saeed',
} as const;
