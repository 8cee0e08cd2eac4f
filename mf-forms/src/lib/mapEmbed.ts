/** The embeddable map of a place (an iframe `src`; the shell's CSP allows www.google.com frames). */
export const mapEmbedHref = (query: string) =>
  `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
