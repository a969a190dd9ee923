import { describe, expect, it } from "vitest";
import { mailtoHref, telHref } from "~/features/forms/contact";
import { formConstraints, formValues, honeypotFilled, parseForm } from "~/lib/forms";
import { adminPath, markHandledForm, signInForm } from "~/features/operator/schema";
import { contactForm } from "~/features/forms/contact-schema";
import { newsletterForm } from "~/features/forms/newsletter-schema";
import { quizCenterForm } from "~/features/quiz/schema";
import { messageAnalysisForm } from "~/features/checker/schema";

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  return data;
};

const VALID_CONTACT = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.org",
  subject: "report",
  message: "A caller said my grandson was in jail.",
};

describe("reading a form", () => {
  it("keeps only the form's own fields, the first value of each, trimmed", () => {
    const values = formValues(
      contactForm,
      form({ firstName: ["  Ann ", "Bob"], evil: "x", "__proto__.polluted": "1", "a[99999999]": "1" }),
    );
    expect(values).toEqual({ firstName: "Ann" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("counts an empty or blank field as not given", () => {
    expect(formValues(contactForm, form({ firstName: "   ", phone: "" }))).toEqual({});
  });

  it("drops null bytes and ignores files", () => {
    const data = form({ firstName: "A\u0000nn" });
    data.append("lastName", new File(["x"], "x.txt"));
    expect(formValues(contactForm, data)).toEqual({ firstName: "Ann" });
  });

  it("keeps a password exactly as typed", () => {
    expect(formValues(signInForm, form({ password: "  spaced out  " })).password).toBe("  spaced out  ");
  });

  it("spots a filled honeypot", () => {
    expect(honeypotFilled(form({ website: "http://spam.example" }))).toBe(true);
    expect(honeypotFilled(form({ website: "" }))).toBe(false);
  });
});

describe("the contact form's schema", () => {
  it("accepts a complete message", () => {
    const result = parseForm(contactForm, form(VALID_CONTACT));
    expect(result.ok).toBe(true);
  });

  it("says what is missing, next to each field, and keeps what was typed", () => {
    const result = parseForm(contactForm, form({ ...VALID_CONTACT, firstName: "", email: "", message: "" }));
    expect(result).toMatchObject({
      ok: false,
      values: { lastName: "Lee", subject: "report" },
      errors: {
        firstName: "Please enter your first name.",
        email: "Please enter your email address, so we can reply.",
        message: "Please tell us a little more (at least 10 characters).",
      },
    });
  });

  it("tells a malformed address from a missing one", () => {
    const result = parseForm(contactForm, form({ ...VALID_CONTACT, email: "ann@" }));
    expect(!result.ok && result.errors.email).toBe("Please enter a full email address, like name@example.com.");
  });

  it("says how long a too-long message is", () => {
    const result = parseForm(contactForm, form({ ...VALID_CONTACT, message: "x".repeat(4001) }));
    expect(!result.ok && result.errors.message).toBe("Please shorten your message to 4000 characters or fewer (it has 4001).");
  });

  it("refuses a topic that is not on the list", () => {
    const result = parseForm(contactForm, form({ ...VALID_CONTACT, subject: "<script>" }));
    expect(!result.ok && result.errors.subject).toBe("Please choose a topic.");
  });

  it("gives the component the HTML constraints of every field", () => {
    expect(formConstraints(contactForm)).toEqual({
      firstName: { required: true, maxLength: 60 },
      lastName: { required: true, maxLength: 60 },
      email: { required: true, maxLength: 254, type: "email" },
      phone: { required: false, maxLength: 30 },
      subject: { required: true },
      message: { required: true, minLength: 10, maxLength: 4000 },
    });
  });
});

describe("other forms", () => {
  it("the newsletter stores the address in lower case and a known source", () => {
    const result = parseForm(newsletterForm, form({ email: " Ann@Example.ORG ", source: "blog" }));
    expect(result.ok && result.data).toEqual({ email: "ann@example.org", source: "blog", lang: "en", pageLang: "en" });
    const odd = parseForm(newsletterForm, form({ email: "ann@example.org", source: "<b>x</b>", lang: "fr" }));
    expect(odd.ok && odd.data.source).toBe("home");
    // The alerts' language: one of the site's, English when it is anything else.
    expect(odd.ok && odd.data.lang).toBe("en");
    const spanish = parseForm(newsletterForm, form({ email: "ana@example.org", lang: "es" }));
    expect(spanish.ok && spanish.data.lang).toBe("es");
  });

  it("the newsletter's email is required, with the email type", () => {
    expect(formConstraints(newsletterForm).email).toEqual({ required: true, maxLength: 254, type: "email" });
    expect(formConstraints(newsletterForm).source.required).toBe(false);
  });

  it("the analyzer refuses a message over its limit", () => {
    const result = parseForm(messageAnalysisForm, form({ message: "x".repeat(5001) }));
    expect(!result.ok && result.errors.message).toBe("Please paste no more than 5000 characters.");
  });

  it("a quiz step accepts only well-formed answers", () => {
    expect(parseForm(quizCenterForm, form({ quiz: "email", answers: "0,2,1", pick: "3" })).ok).toBe(true);
    expect(parseForm(quizCenterForm, form({ quiz: "email", answers: "0,<b>" })).ok).toBe(false);
    expect(parseForm(quizCenterForm, form({ quiz: "poker" })).ok).toBe(false);
  });

  it("a message id must be a whole number", () => {
    expect(parseForm(markHandledForm, form({ id: "12", handled: "1" }))).toMatchObject({ ok: true, data: { id: 12, handled: "1" } });
    expect(parseForm(markHandledForm, form({ id: "1; DROP TABLE" })).ok).toBe(false);
  });
});

describe("where sign-in may lead", () => {
  it.each([
    ["/admin/quiz-audio", "/admin/quiz-audio"],
    ["/admin?tab=1", "/admin?tab=1"],
    ["//evil.example/admin", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["/admin\r\nSet-Cookie: x=1", "/admin"],
    ["/administrator-tricks", "/admin"],
    ["/", "/admin"],
  ])("%j goes to %j", (input, expected) => {
    expect(adminPath.parse(input)).toBe(expected);
  });
});

describe("links from what a person typed", () => {
  it("a mailto: link addresses one mailbox only", () => {
    expect(mailtoHref("ann@example.org")).toBe("mailto:ann@example.org");
    expect(mailtoHref("a@b.co?cc=evil@x.com&subject=hi")).toBe("mailto:a@b.co%3Fcc%3Devil@x.com%26subject%3Dhi");
    expect(mailtoHref('a"><script>@b.co')).not.toMatch(/[<>"]/);
  });

  it("a tel: link keeps only digits and one leading plus", () => {
    expect(telHref("(555) 123-4567")).toBe("tel:5551234567");
    expect(telHref("+1 555.123.4567")).toBe("tel:+15551234567");
    expect(telHref("555+1;ext=<b>")).toBe("tel:5551");
  });
});

describe("what a refused form carries back", () => {
  it("is capped at 10,000 characters a field, while the rules see the whole value", () => {
    const result = parseForm(contactForm, form({ ...VALID_CONTACT, message: "x".repeat(12_000) }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.message).toContain("(it has 12000)");
      expect(result.values.message).toHaveLength(10_000);
      expect(Object.keys(result.values)).not.toContain("phone");
    }
  });
});
