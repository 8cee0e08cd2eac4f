/** The copy that opens a page: its banner title and subtitle, and its meta description (the document title is the route's). */
export interface PageIntro {
  title: string;
  subtitle: string;
  metaDescription?: string;
}
