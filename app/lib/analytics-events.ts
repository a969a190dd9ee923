import { z } from "zod";

const text = z.string().trim().min(1).max(200);
const count = z.number().int().min(0).max(1_000_000);

/**
 * Every analytics event the site sends and the only fields
 * each may carry. Nothing here identifies a person: no IP, cookie, user id or free text beyond a
 * short search term.
 */
export const EVENT_FIELDS = {
  newsletter_signup: { source: text },
  scam_search: { query: z.string().trim().min(1).max(100), results: count },
  search_result_click: { result_id: text, result_type: text, position: count },
  video_watch: { video_id: text },
  scam_search_cta: { location: text },
  testimonial_link_click: { testimonial_id: text },
  blog_interaction: { action: text, slug: text },
  social_share: { platform: text, content: text },
  footer_link_click: { link: text },
  resource_download: { type: text, topic: text, title: text },
  quiz_complete: { quiz_type: text, score: count, total_questions: count, percentage: z.number().min(0).max(100) },
  audio_start: { question_id: text, source: text },
  audio_complete: { question_id: text },
  admin_audio_upload: { slug: text, duration: z.number().min(0).max(3600), file_size: count.max(100_000_000) },
  admin_audio_play_test: { slug: text },
  copy_link: { content: text },
  pdf_download: { guide_type: text },
  // The checker's answer and the kind of input: never the input itself. Spelled out here so this
  // list alone shows everything an event may carry; a unit test keeps it equal to the checker's.
  check_result: { outcome: z.enum(["warning", "careful", "official"]), kind: z.enum(["link", "message", "phone"]) },
} as const;

export type EventName = keyof typeof EVENT_FIELDS;

export type EventFields<N extends EventName> = {
  [K in keyof (typeof EVENT_FIELDS)[N]]?: (typeof EVENT_FIELDS)[N][K] extends z.ZodType<infer T> ? T : never;
};

export type AnalyticsEvent = { name: EventName; fields: Record<string, string | number> };

const envelope = z.strictObject({ name: z.string().max(64), fields: z.record(z.string(), z.unknown()).optional() });

export type ParsedEvent = { ok: true; event: AnalyticsEvent } | { ok: false; error: string };

/** Accepts only a known event name with its own fields; unknown names and fields are refused. */
export function parseAnalyticsEvent(input: unknown): ParsedEvent {
  const outer = envelope.safeParse(input);
  if (!outer.success) return { ok: false, error: "Send a JSON object with a 'name' and optional 'fields'." };
  const { name, fields = {} } = outer.data;
  if (!Object.hasOwn(EVENT_FIELDS, name)) return { ok: false, error: `Unknown event name '${name}'.` };
  const known = name as EventName;
  const parsed = z.strictObject(EVENT_FIELDS[known]).partial().safeParse(fields);
  if (!parsed.success) {
    return { ok: false, error: `Fields for '${known}' must be: ${Object.keys(EVENT_FIELDS[known]).join(", ")}.` };
  }
  return { ok: true, event: { name: known, fields: parsed.data as Record<string, string | number> } };
}

export const EVENT_BODY_MAX_BYTES = 2048;
