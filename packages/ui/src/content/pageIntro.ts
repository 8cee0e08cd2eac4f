/** The copy that opens a page: its banner title and subtitle, and its document title (and description). */
export interface PageIntro {
  title: string;
  subtitle: string;
  metaTitle: string;
  metaDescription?: string;
}
