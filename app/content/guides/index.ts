/** Every scam guide (/scam-types/{slug}) by its slug, and all of them in the site's order (GUIDE_ORDER). */
import type { ScamGuide } from "~/content/types";
import { GUIDE_ORDER, type GuideSlug } from "./order";
import { EMAIL_PHISHING_GUIDE } from "./email-phishing";
import { GRANDPARENT_SCAMS_GUIDE } from "./grandparent-scams";
import { IDENTITY_THEFT_GUIDE } from "./identity-theft";
import { INVESTMENT_SCAMS_GUIDE } from "./investment-scams";
import { PHONE_SCAMS_GUIDE } from "./phone-scams";
import { ROMANCE_SCAMS_GUIDE } from "./romance-scams";
import { SOCIAL_MEDIA_GUIDE } from "./social-media";
import { TECH_SUPPORT_GUIDE } from "./tech-support";
import { TEXT_SCAMS_GUIDE } from "./text-scams";

export const GUIDES: Readonly<Record<GuideSlug, ScamGuide>> = {
  "phone-scams": PHONE_SCAMS_GUIDE,
  "text-scams": TEXT_SCAMS_GUIDE,
  "email-phishing": EMAIL_PHISHING_GUIDE,
  "social-media": SOCIAL_MEDIA_GUIDE,
  "romance-scams": ROMANCE_SCAMS_GUIDE,
  "investment-scams": INVESTMENT_SCAMS_GUIDE,
  "tech-support": TECH_SUPPORT_GUIDE,
  "grandparent-scams": GRANDPARENT_SCAMS_GUIDE,
  "identity-theft": IDENTITY_THEFT_GUIDE,
};

export const SCAM_GUIDES: readonly ScamGuide[] = GUIDE_ORDER.map(({ slug }) => GUIDES[slug]);
