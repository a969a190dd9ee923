/** The operator's upload of an FTC Do Not Call reported-calls file (routes/admin.reported.tsx). */
import { BODY_MESSAGES } from "~/lib/body-messages";
import { readForm } from "~/server/request.server";
import { logFault } from "~/server/route.server";
import { parseFtcCsv } from "./ftc-dnc";
import { hashKey } from "./reported";
import { type DayCount, setDayCounts } from "./reported.server";

/** Under the Worker's own body limit; one day's file from the FTC is about 1 MB. */
export const FTC_UPLOAD_MAX_BYTES = 3.5 * 1024 * 1024;

export type FtcUpload =
  | { ok: true; title: string; description: string }
  | { ok: false; status: 400 | 413 | 415 | 503; title: string; description: string };

const failed = (status: 400 | 413 | 415 | 503, description: string): FtcUpload => ({
  ok: false,
  status,
  title: "Upload failed",
  description,
});

/** Reads the file, counts complaints per number and day, and stores only each number's hash. */
export async function importFtcFile(request: Request, db: D1Database, now: Date): Promise<FtcUpload> {
  const read = await readForm(request, FTC_UPLOAD_MAX_BYTES);
  if (!read.ok) {
    const tooLarge = "The file is larger than 3.5 MB. Upload one day's file at a time.";
    return failed(read.status, read.status === 413 ? tooLarge : read.message);
  }
  const file = read.form.get("file");
  if (!(file instanceof File) || file.size === 0) return failed(400, "Choose the CSV file to upload.");
  if (!/\.csv$/i.test(file.name)) return failed(400, "The file must be a .csv file, as the FTC publishes it.");
  let text: string;
  try {
    text = await file.text();
  } catch {
    return failed(400, BODY_MESSAGES.en.unreadable);
  }
  const parsed = parseFtcCsv(text);
  if (!parsed.ok) return failed(400, parsed.problem);
  const rows: DayCount[] = [];
  for (const [number, days] of parsed.counts) {
    const hash = await hashKey(number);
    for (const [day, count] of days) rows.push({ hash, day, count });
  }
  let written: number;
  try {
    written = await setDayCounts(db, "ftc", rows, now);
  } catch (error) {
    logFault("FTC file upload", error);
    return failed(503, "The counts could not all be saved just now. Please upload the file again: the same file twice counts once.");
  }
  const numbers = parsed.counts.size;
  const outside = rows.length - written;
  return {
    ok: true,
    title: "File added",
    description: [
      `${parsed.rows} reported calls read, for ${numbers} ${numbers === 1 ? "number" : "numbers"}.`,
      parsed.skipped > 0 ? `${parsed.skipped} rows had no usable number or date and were left out.` : "",
      outside > 0 ? `${outside} day counts were older than 30 days and were left out.` : "",
      "Only a hash of each number is kept; the rest of the file is not stored.",
    ]
      .filter(Boolean)
      .join(" "),
  };
}
