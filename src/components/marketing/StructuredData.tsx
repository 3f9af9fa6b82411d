import { jsonForScript } from './jsonLd';

/**
 * A JSON-LD data block. It is data, never run, so the Content-Security-Policy does not
 * govern it (scripts/prerender/csp.ts hashes only the scripts that run) and React renders it
 * in the browser without complaint; the prerender writes it into the page's HTML.
 */
export function StructuredData({ data }: { /** A schema.org object, or a @graph of them, with its @context. */ data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
