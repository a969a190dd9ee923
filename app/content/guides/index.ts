/** All scam guides (/scam-types/{slug}), in the site's order, and a lookup by guide type. */
import type { ScamGuide, ScamGuideType } from "~/content/types";
import { EMAIL_PHISHING_GUIDE } from "./email-phishing";
import { GRANDPARENT_SCAMS_GUIDE } from "./grandparent-scams";
import { IDENTITY_THEFT_GUIDE } from "./identity-theft";
import { INVESTMENT_SCAMS_GUIDE } from "./investment-scams";
import { PHONE_SCAMS_GUIDE } from "./phone-scams";
import { ROMANCE_SCAMS_GUIDE } from "./romance-scams";
import { SOCIAL_MEDIA_GUIDE } from "./social-media";
import { TECH_SUPPORT_GUIDE } from "./tech-support";
import { TEXT_SCAMS_GUIDE } from "./text-scams";

export const GUIDE_BY_TYPE: Readonly<Record<ScamGuideType, ScamGuide>> = {
  phone_scams: PHONE_SCAMS_GUIDE,
  text_scams: TEXT_SCAMS_GUIDE,
  email_phishing: EMAIL_PHISHING_GUIDE,
  social_media: SOCIAL_MEDIA_GUIDE,
  romance_scams: ROMANCE_SCAMS_GUIDE,
  investment_scams: INVESTMENT_SCAMS_GUIDE,
  tech_support: TECH_SUPPORT_GUIDE,
  grandparent_scams: GRANDPARENT_SCAMS_GUIDE,
  identity_theft: IDENTITY_THEFT_GUIDE,
};

export const SCAM_GUIDES: readonly ScamGuide[] = [
  PHONE_SCAMS_GUIDE,
  TEXT_SCAMS_GUIDE,
  EMAIL_PHISHING_GUIDE,
  SOCIAL_MEDIA_GUIDE,
  ROMANCE_SCAMS_GUIDE,
  INVESTMENT_SCAMS_GUIDE,
  TECH_SUPPORT_GUIDE,
  GRANDPARENT_SCAMS_GUIDE,
  IDENTITY_THEFT_GUIDE,
];
