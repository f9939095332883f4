import { serializeJsonLd } from "@/domain/seo/vehicle-json-ld";

/**
 * Structured data as a `<script type="application/ld+json">` data block: never executed, but it carries
 * the request's nonce so every script element in the page has one (the audit's rule), and its JSON is
 * escaped so dealer text cannot end the element.
 */
export function JsonLdScript({ data, nonce }: { data: unknown; nonce: string | undefined }) {
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
