/** The R&D feature grid has 4 columns for exactly 8 features, else 3. */
export function featureColumns(featureCount: number): 3 | 4 {
  return featureCount === 8 ? 4 : 3;
}
