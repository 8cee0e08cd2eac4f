export type JsonLdProps = { data: object };

/** JSON for an inline script: `<` is escaped so no text can close the script element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Structured data for search engines (`<script type="application/ld+json">`, schema.org). */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
