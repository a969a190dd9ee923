import { CACHE_POLICY } from "~/lib/cache-policy";
import { SCAM_GUIDES } from "~/content/guides";
import { GUIAS } from "~/content/es/guias";
import { GUIA_PAGE } from "~/content/es/guias/page";
import { caregiverModel, guideModel, type PdfModel, pdfKey, recoveryModel, renderPdf } from "./pdf.server";
import type { ObjectStore } from "~/server/storage/port.server";

const PDF_HEADERS = { "Content-Type": "application/pdf", "Cache-Control": CACHE_POLICY.file };

/** Every printable guide's text model: the scam guides (English and Spanish), the caregiver guide and the recovery plan. */
const DOCUMENTS: Readonly<Record<string, (siteUrl: string) => PdfModel>> = {
  ...Object.fromEntries(SCAM_GUIDES.map((g) => [g.id, (siteUrl: string) => guideModel(g, siteUrl)])),
  // The Spanish guides: their slugs are Spanish words, so never an English guide's.
  ...Object.fromEntries(GUIAS.map((g) => [g.id, (siteUrl: string) => guideModel(g, siteUrl, GUIA_PAGE, `/es/guias/${g.id}`)])),
  "caregiver-guide": caregiverModel,
  "recovery-hub": recoveryModel,
};

/**
 * A guide's text model and bucket key, worked out once per isolate and site address: the words are
 * in the bundle, so they change only with a deploy (hashing them costs about 2 ms a request).
 */
const prepared = new Map<string, Promise<{ model: PdfModel; key: string }>>();

function prepare(slug: string, build: (siteUrl: string) => PdfModel, siteUrl: string): Promise<{ model: PdfModel; key: string }> {
  const id = `${slug} ${siteUrl}`;
  let found = prepared.get(id);
  if (!found) {
    found = (async () => {
      const model = build(siteUrl);
      return { model, key: await pdfKey(slug, model, siteUrl) };
    })();
    prepared.set(id, found);
    found.catch(() => prepared.delete(id));
  }
  return found;
}

/** The bucket key of a guide's current PDF (see pdfKey), or null for an unknown guide. */
export async function guidePdfKey(slug: string, siteUrl: string): Promise<string | null> {
  return Object.hasOwn(DOCUMENTS, slug) ? (await prepare(slug, DOCUMENTS[slug]!, siteUrl)).key : null;
}

/**
 * GET /guides/{slug}.pdf: the guide's current PDF from the pdf-guides bucket, stored as
 * {slug}.{hash}.pdf (the hash of its text model and the site address, so changed words or a new
 * SITE_URL make a new file); on a miss the Worker writes the tagged large-print PDF, stores it and
 * serves it. An unknown guide is a 404; a storage failure is a 503 the download button shows as
 * 'PDF Generation Required'.
 */
export async function serveGuidePdf(store: ObjectStore, file: string, siteUrl: string): Promise<Response> {
  const slug = file.endsWith(".pdf") ? file.slice(0, -4) : "";
  const build = Object.hasOwn(DOCUMENTS, slug) ? DOCUMENTS[slug] : undefined;
  if (!build)
    return new Response("There is no guide with that name.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  let model: PdfModel;
  let key: string;
  try {
    ({ model, key } = await prepare(slug, build, siteUrl));
  } catch (error) {
    return generationFailed(slug, error);
  }
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
    bytes = await renderPdf(model);
  } catch (error) {
    return generationFailed(key, error);
  }
  const put = await store.put(key, bytes, { contentType: "application/pdf", cacheControl: 3600 });
  if (!put.ok) console.error("guide PDF storage write failed", key, put.message);
  return new Response(new Uint8Array(bytes), { headers: { ...PDF_HEADERS, "X-Guide-Generated": "1" } });
}

function generationFailed(what: string, error: unknown): Response {
  console.error("guide PDF generation failed", what, error instanceof Error ? error.message : String(error));
  return Response.json({ code: "generation_failed", error: "Could not download the PDF. Please try again later." }, { status: 503 });
}
