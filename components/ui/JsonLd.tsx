import { serializeJsonLd } from '@/lib/blog/jsonLd';

/** Structured data for search engines; browsers never run it (and the text cannot close the element). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
