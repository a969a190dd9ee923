import { CACHE_POLICY } from "~/lib/cache-policy";
import { SCAM_GUIDES } from "~/content/guides";
import { caregiverPdf, guidePdf, recoveryPdf } from "./pdf.server";
import type { ObjectStore } from "./storage/port.server";

const PDF_HEADERS = { "Content-Type": "application/pdf", "Cache-Control": CACHE_POLICY.file };

/** Every printable guide: the scam guides, the caregiver guide and the recovery plan. */
const DOCUMENTS: Readonly<Record<string, (siteUrl: string) => Promise<Uint8Array>>> = {
  ...Object.fromEntries(SCAM_GUIDES.map((g) => [g.id, (siteUrl: string) => guidePdf(g, siteUrl)])),
  "caregiver-guide": caregiverPdf,
  "recovery-hub": recoveryPdf,
};

/**
 * GET /guides/{slug}.pdf: the stored {slug}.pdf from the pdf-guides bucket; on a miss the Worker
 * writes the guide's large-print PDF, stores it and serves it. An unknown guide is a 404; a storage
 * failure is a 503 the download button shows as 'PDF Generation Required'.
 */
export async function serveGuidePdf(store: ObjectStore, file: string, siteUrl: string): Promise<Response> {
  const slug = file.endsWith(".pdf") ? file.slice(0, -4) : "";
  const build = Object.hasOwn(DOCUMENTS, slug) ? DOCUMENTS[slug] : undefined;
  if (!build)
    return new Response("There is no guide with that name.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const key = `${slug}.pdf`;
  const stored = await store.get(key);
  if (stored.ok) return new Response(stored.object.body, { headers: PDF_HEADERS });
  if (stored.reason === "error") {
    console.error("guide PDF storage read failed", key, stored.message);
    return Response.json(
      { code: "storage_error", error: "This PDF is being generated. Please check back in a few minutes." },
      { status: 503 },
    );
  }
  let bytes: Uint8Array;
  try {
    bytes = await build(siteUrl);
  } catch (error) {
    console.error("guide PDF generation failed", key, error instanceof Error ? error.message : String(error));
    return Response.json({ code: "generation_failed", error: "Could not download the PDF. Please try again later." }, { status: 503 });
  }
  const put = await store.put(key, bytes, { contentType: "application/pdf", cacheControl: 3600 });
  if (!put.ok) console.error("guide PDF storage write failed", key, put.message);
  return new Response(new Uint8Array(bytes), { headers: { ...PDF_HEADERS, "X-Guide-Generated": "1" } });
}
