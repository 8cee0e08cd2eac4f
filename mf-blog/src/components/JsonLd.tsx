import { serializeJsonLd } from '../lib/blogPostingJsonLd';

export type JsonLdProps = { data: object };

/** Structured data for search engines (`<script type="application/ld+json">`). */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
