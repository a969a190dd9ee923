/**
 * The bad-input corpus: what a careless client, a broken proxy or an attacker sends instead of a
 * form. Every action and resource route must answer each of these without a 5xx, a stack trace,
 * reflected markup or a partial write (tests/workers/bad-input.test.ts).
 */

/** Markup that would run if a page echoed it unescaped. */
export const MARKUP = `<script>alert("xss")</script>"><img src=x onerror=alert(1)>`;
export const MARKUP_PIECES = ["<script>alert(", "<img src=x onerror"];

export interface BadBody {
  name: string;
  contentType: string | null;
  body: () => BodyInit;
}

const urlencoded = "application/x-www-form-urlencoded";

function encode(fields: [string, string][]): string {
  return fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
}

/** Malformed bodies for a form whose field names are `fields`. */
export function badBodies(fields: readonly string[]): BadBody[] {
  const every = (value: string) => fields.map((f) => [f, value] as [string, string]);
  return [
    { name: "an empty body", contentType: urlencoded, body: () => "" },
    { name: "no Content-Type", contentType: null, body: () => encode(every("x")) },
    { name: "JSON where a form is expected", contentType: "application/json", body: () => JSON.stringify(Object.fromEntries(every("x"))) },
    { name: "text/plain", contentType: "text/plain", body: () => encode(every("x")) },
    { name: "multipart with a broken boundary", contentType: "multipart/form-data; boundary=nope", body: () => "--other\r\ngarbage\r\n" },
    {
      name: "multipart without a boundary",
      contentType: "multipart/form-data",
      body: () => '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    },
    {
      name: "files where text is expected",
      contentType: null,
      body: () => {
        const form = new FormData();
        for (const f of fields) form.append(f, new File([MARKUP], `${MARKUP}.txt`, { type: "text/html" }));
        return form;
      },
    },
    { name: "5,000 fields", contentType: urlencoded, body: () => Array.from({ length: 5000 }, (_, i) => `f${i}=`).join("&") },
    {
      name: "5,000 copies of each field",
      contentType: urlencoded,
      body: () => encode(fields.flatMap((f) => Array.from({ length: 5000 / fields.length }, () => [f, "1"] as [string, string]))),
    },
    { name: "an oversized value in every field", contentType: urlencoded, body: () => encode(every("x".repeat(20_000))) },
    {
      name: "a field value just over 16 KB in total",
      contentType: urlencoded,
      body: () => encode([[fields[0] ?? "x", "y".repeat(16 * 1024)]]),
    },
    { name: "null bytes in every field", contentType: urlencoded, body: () => encode(every("a\u0000b\u0000")) },
    { name: "markup in every field", contentType: urlencoded, body: () => encode(every(MARKUP)) },
    { name: "broken percent-encoding", contentType: urlencoded, body: () => fields.map((f) => `${f}=%E0%A4%A%zz%`).join("&") },
    { name: "a 10,000-character field name", contentType: urlencoded, body: () => `${"n".repeat(10_000)}=1&${encode(every("x"))}` },
    { name: "prototype names", contentType: urlencoded, body: () => "__proto__[polluted]=1&constructor[prototype][x]=1&a[99999999]=1" },
    // Sent as typed, not percent-encoded: a lone surrogate cannot be encoded, and arrives as U+FFFD.
    {
      name: "right-to-left and emoji text",
      contentType: urlencoded,
      body: () => fields.map((f) => `${f}=\u202Egnp.exe 😀 \uFFFF \uD800`).join("&"),
    },
    { name: "a charset the form does not use", contentType: `${urlencoded}; charset=utf-16`, body: () => encode(every("x")) },
    { name: "a 5 MB body", contentType: urlencoded, body: () => `${fields[0] ?? "x"}=${"z".repeat(5 * 1024 * 1024)}` },
  ];
}

const ALERT_FIELDS = ["title", "summary", "body", "whatToDo", "scamType", "severity", "intent", "send", "confirmed"];

/** Every route that takes a POST, with its form's field names; `operator` ones need a session. */
export const POST_ROUTES: { path: string; fields: string[]; operator?: boolean }[] = [
  { path: "/contact", fields: ["firstName", "lastName", "email", "phone", "subject", "message", "website"] },
  { path: "/contact.data", fields: ["firstName", "lastName", "email", "phone", "subject", "message"] },
  { path: "/newsletter", fields: ["email", "source", "website"] },
  { path: "/family-kit", fields: ["name1", "phone1", "name2", "phone2", "name3", "phone3", "bank", "format"] },
  { path: "/text-size", fields: ["size"] },
  { path: "/check", fields: ["text", "kind"] },
  { path: "/check.data", fields: ["text", "kind"] },
  { path: "/report", fields: ["channel", "claimed", "asked", "contact", "lost", "state", "story", "forWhom", "website"] },
  { path: "/report/mine", fields: ["contact", "story", "website"] },
  { path: "/tools/link-checker", fields: ["link"] },
  { path: "/tools/message-analyzer", fields: ["message"] },
  { path: "/tools/quiz", fields: ["answers", "advanced", "pick", "next", "retake"] },
  { path: "/scam-quizzes", fields: ["quiz", "answers", "advanced", "pick", "next", "retake"] },
  { path: "/admin/login", fields: ["password", "redirectTo"] },
  { path: "/admin/logout", fields: [] },
  { path: "/api/events", fields: ["name", "fields"] },
  { path: "/about", fields: ["x"] },
  { path: "/", fields: ["x"] },
  { path: "/search", fields: ["q"] },
  { path: "/admin", fields: ["id", "handled"], operator: true },
  { path: "/admin/quiz-audio", fields: ["file", "question", "language", "transcript", "slug", "active"], operator: true },
  { path: "/admin/indexnow", fields: ["intent", "path"], operator: true },
  { path: "/admin/reports", fields: ["id", "decision", "story", "pattern"], operator: true },
  { path: "/admin/reported", fields: ["file"], operator: true },
  { path: "/admin/alerts", fields: [], operator: true },
  { path: "/admin/alerts/new", fields: ALERT_FIELDS, operator: true },
  { path: "/admin/alerts/1", fields: ALERT_FIELDS, operator: true },
  { path: "/admin/alerts/1?do=status", fields: ["intent", "confirmed"], operator: true },
  { path: `/alerts/unsubscribe?t=${"e".repeat(32)}`, fields: ["intent", "List-Unsubscribe"] },
  { path: "/alerts/confirm", fields: ["c"] },
];

const q = encodeURIComponent;

/** Addresses with odd query strings and paths, for the GET routes. */
export const GET_PATHS: string[] = [
  `/search?q=${q(MARKUP)}`,
  "/search?q=%E0%A4%A",
  `/search?q=${"a".repeat(5000)}`,
  "/search?q=a&q=b&q=%00",
  `/scam-database?q=${q(MARKUP)}&category=${q(MARKUP)}&risk=${q(MARKUP)}`,
  "/scam-database?risk=__proto__&category=constructor",
  `/sitemap?q=${q(MARKUP)}&category=${q(MARKUP)}`,
  `/examples?tab=${q(MARKUP)}`,
  `/scam-quizzes?tab=${q(MARKUP)}`,
  `/scam-quizzes/certificate?name=${q(MARKUP)}`,
  `/contact?subject=${q(MARKUP)}`,
  `/help-now?for=${q(MARKUP)}&step=${q(MARKUP)}&paid=${q(MARKUP)}`,
  "/help-now?step=99999999999999999999&state=__proto__",
  `/help-now/plan?for=me&contact=phone&story=family&paid=none&shared=none&state=${q(MARKUP)}`,
  `/help-now/plan?for=me&contact=phone&story=family&${"paid=gift-card&".repeat(200)}shared=none`,
  `/help-now/plan.pdf?for=${q(MARKUP)}`,
  `/admin/login?redirectTo=${q("javascript:alert(1)")}`,
  `/admin/login?redirectTo=${q(`/admin\r\nSet-Cookie: x=1${MARKUP}`)}`,
  `/blog/${q(MARKUP)}`,
  "/blog/%00",
  `/scam-types/${q(MARKUP)}`,
  "/scam-types/..%2f..%2fwrangler.json",
  `/protect-yourself/${q(MARKUP)}`,
  "/guides/..%2fwrangler.json",
  `/guides/${q(MARKUP)}.pdf`,
  "/guides/phone-scams.pdf%00.html",
  "/media/quiz-audio/..%2f..%2fpdf-guides%2fphone-scams.pdf",
  "/media/quiz-audio/phone/%00.mp3",
  `/${q(MARKUP)}`,
  "/%E0%A4%A",
  "/api/events",
  "/check/reported/__proto__",
  `/check/reported/${q(MARKUP)}`,
  "/check/reported/%00abcd",
  "/text-size",
  "/admin/logout",
  "/sitemap.xml?x=%00",
  "/blog/rss.xml?<script>",
  `/alerts/${q(MARKUP)}`,
  "/alerts/%00",
  "/alerts/-",
  `/alerts/confirm?c=${q(MARKUP)}`,
  `/alerts/confirm?c=${"a".repeat(5000)}`,
  "/alerts/confirm?c=a&c=b",
  `/alerts/unsubscribe?t=${q(MARKUP)}`,
  "/alerts/unsubscribe?t=__proto__",
  "/alerts/rss.xml?<script>",
  `/admin/alerts/${q(MARKUP)}`,
  "/admin/alerts/99999999999999999999",
  "/admin/alerts/0/preview",
  "/admin/alerts/1/preview?x=<script>",
];
