import { scriptJson } from '@codecrush/contracts';

export type JsonLdProps = { data: object };

/** Structured data for search engines (`<script type="application/ld+json">`, schema.org). */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
