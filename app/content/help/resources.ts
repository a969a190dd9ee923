/**
 * The "Resources" page (/resources): this site's own guides and checklists, and trusted outside
 * organizations. Every outside address is the organization's own site.
 */
import type { ExternalResource, SiteResource } from "~/content/types";

export interface ResourcesIntro {
  title: string;
  intro: string;
}

export const RESOURCES_INTRO: ResourcesIntro = {
  title: "Free Resources",
  intro:
    "Guides, checklists and worksheets to help you spot scams and know what to do if one reaches you. All of them are free. Below them you will find trusted government, law enforcement and non-profit organizations that can help.",
};

export const SITE_RESOURCES: readonly SiteResource[] = [
  {
    id: "phone-scam-guide",
    title: "Phone Scam Protection Guide",
    description: "How phone scams work, the lines scammers use, and simple ways to check a caller before you say anything or pay anything.",
    type: "PDF Guide",
    icon: "phone",
    href: "/scam-types/phone-scams",
    featured: true,
  },
  {
    id: "grandparent-scam-guide",
    title: "Grandparent Scam Guide",
    description:
      "What to do when a caller says your grandchild is in trouble and needs money fast, and how a family code word can protect you.",
    type: "PDF Guide",
    icon: "users",
    href: "/scam-types/grandparent-scams",
    featured: false,
  },
  {
    id: "caregiver-guide",
    title: "Caregiver Guide",
    description:
      "For adult children and carers: warning signs to watch for, how to talk about scams without shame, and how to set up simple safeguards together.",
    type: "PDF Guide",
    icon: "heart",
    href: "/caregiver-guide",
    featured: true,
  },
  {
    id: "recovery-checklist",
    title: "Recovery Checklist",
    description:
      "Step-by-step actions after a scam: protecting your money, your identity and your peace of mind, in the order that matters most.",
    type: "Checklist",
    icon: "check",
    href: "/recovery-hub",
    featured: false,
  },
  {
    id: "emergency-action-plan",
    title: "Emergency Action Plan",
    description:
      "What to do in the first hour if you are being scammed right now: stop contact, call your bank, disconnect your computer, and report it.",
    type: "Checklist",
    icon: "alert",
    href: "/if-targeted",
    featured: true,
  },
  {
    id: "social-media-safety-guide",
    title: "Social Media Safety Guide",
    description:
      "How to spot fake friend requests, copied profiles, online romance scams and too-good-to-be-true posts, and which privacy settings to turn on.",
    type: "Online Guide",
    icon: "message",
    href: "/scam-types/social-media-scams-2025",
    featured: false,
  },
  {
    id: "red-flags-worksheet",
    title: "Red Flags Lesson",
    description:
      "Learn and practice spotting the warning signs that appear in almost every scam: pressure to act now, secrecy, and unusual ways to pay.",
    type: "Lesson",
    icon: "shield",
    href: "/protect-yourself/recognize-red-flags",
    featured: false,
  },
  {
    id: "scam-examples-library",
    title: "Scam Examples Library",
    description: "Typical examples of scam calls, texts and emails, with the red flags marked and the right way to respond.",
    type: "Examples",
    icon: "book",
    href: "/examples",
    featured: false,
  },
];

export const EXTERNAL_RESOURCES: readonly ExternalResource[] = [
  // ---- Government ----
  {
    title: "Federal Trade Commission (FTC)",
    description: "Report scams at {{fact:reportFraudSite}} and read plain-language advice on the latest tricks. Phone: {{fact:ftc}}.",
    url: "{{url:consumerFtcSite}}",
    type: "Government",
  },
  {
    title: "Consumer Financial Protection Bureau (CFPB)",
    description:
      "Help with problems involving banks, credit cards, loans and money transfers, including submitting a complaint. Phone: {{fact:cfpb}}.",
    url: "{{url:cfpbSite}}",
    type: "Government",
  },
  {
    title: "Social Security Administration Office of the Inspector General",
    description:
      "Report people pretending to be from Social Security. The real Social Security Administration can be reached at {{fact:socialSecurity}}.",
    url: "{{url:ssaOigSite}}",
    type: "Government",
  },
  {
    title: "Senior Medicare Patrol (SMP)",
    description:
      "Free help to spot and report Medicare fraud, errors and abuse. Phone: {{fact:seniorMedicarePatrol}}. For Medicare itself, call {{fact:medicare}} ({{fact:medicareLetters}}).",
    url: "{{url:smpSite}}",
    type: "Government",
  },
  {
    title: "Eldercare Locator (U.S. Administration for Community Living)",
    description:
      "Connects older adults and caregivers with local services, such as help at home, legal aid and transportation. Phone: {{fact:eldercareLocator}}.",
    url: "{{url:eldercareLocatorSite}}",
    type: "Government",
  },
  // ---- Law Enforcement ----
  {
    title: "FBI Internet Crime Complaint Center (IC3)",
    description: "The FBI's place to report scams that involved the internet, email, online payments or cryptocurrency.",
    url: "{{url:ic3Site}}",
    type: "Law Enforcement",
  },
  {
    title: "U.S. Postal Inspection Service",
    description:
      "The law enforcement arm of the U.S. Postal Service. Report scams that used the mail, such as fake prize letters. Phone: {{fact:postalInspection}}.",
    url: "{{url:uspisSite}}",
    type: "Law Enforcement",
  },
  // ---- Non-Profit ----
  {
    title: "AARP Fraud Watch Network",
    description:
      "Scam alerts and a free helpline staffed by trained volunteers, open to everyone, not just AARP members. Helpline: {{fact:aarpHelpline}}.",
    url: "{{url:aarpSite}}money/scams-fraud/",
    type: "Non-Profit",
  },
  {
    title: "Identity Theft Resource Center",
    description:
      "Free, one-on-one help for people whose personal information has been stolen or misused. Phone: {{fact:identityTheftResourceCenter}}.",
    url: "{{url:identityTheftResourceCenterSite}}",
    type: "Non-Profit",
  },
  {
    title: "National Adult Protective Services Association (NAPSA)",
    description:
      "Find the Adult Protective Services office in your area to report financial exploitation or abuse of an older or vulnerable adult.",
    url: "{{url:napsaSite}}help-in-your-area/",
    type: "Non-Profit",
  },
];
