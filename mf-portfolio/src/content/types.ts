export interface PageIntro {
  title: string;
  subtitle: string;
  metaTitle: string;
}
