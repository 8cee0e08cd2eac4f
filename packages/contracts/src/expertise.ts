/** The remote-resources form's level choice that asks for a description of its own. */
export const otherExpertiseChoice = 'Other (please specify)';

/** One expertise row of the remote-resources form. */
export type ExpertiseRow = {
  nameOfExpertise: string;
  numberOfExpertise: string;
  durationOfHire: string;
  /** The level (the template's requiredExpertise); empty = any level. */
  requiredExpertise: string;
  /** The description when the level is "Other (please specify)". */
  otherExpertise: string;
};

/** The expertise of a row with its level: "Senior Developer – Backend Developer (Node.js, Python)". */
const expertiseOf = (row: ExpertiseRow): string => {
  const level =
    row.requiredExpertise === otherExpertiseChoice ? row.otherExpertise.trim() : row.requiredExpertise.trim();
  return level ? `${level} – ${row.nameOfExpertise}` : row.nameOfExpertise;
};

/**
 * The `requiredExpertise` template variable: one line per row, "Expertise, Number, Duration". The
 * browser form and the API's native path build it with this one function.
 */
export const expertiseLines = (rows: readonly ExpertiseRow[]): string =>
  rows
    .map((row) => `Expertise: ${expertiseOf(row)}, Number: ${row.numberOfExpertise}, Duration: ${row.durationOfHire}`)
    .join('\n');
