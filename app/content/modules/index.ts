/**
 * The seven protection training modules shown on /protect-yourself, in display order, and the full
 * teaching content of each, keyed by slug. Each module's content lives in its own file.
 */
import type { ModuleContent, TrainingModule } from "~/content/types";
import { EMERGING_THREATS_2025_MODULE } from "./emerging-threats-2025";
import { FINANCIAL_SAFEGUARDS_MODULE } from "./financial-safeguards";
import { PHONE_PROTECTION_MODULE } from "./phone-protection";
import { RECOGNIZE_RED_FLAGS_MODULE } from "./recognize-red-flags";
import { SECURE_DEVICES_MODULE } from "./secure-devices";
import { SOCIAL_MEDIA_SECURITY_MODULE } from "./social-media-security";
import { TEXT_SMISHING_MODULE } from "./text-smishing";

export const TRAINING_MODULES: readonly TrainingModule[] = [
  {
    id: "secure-devices",
    slug: "secure-devices",
    title: "Secure Your Devices",
    description:
      "Lock down your phone, tablet, and computer: automatic updates, a screen lock, strong passwords, two-factor authentication, and backups.",
    icon: "computer",
    level: "Essential",
    time: 45,
  },
  {
    id: "recognize-red-flags",
    slug: "recognize-red-flags",
    title: "Recognize Red Flags",
    description: "Learn the six warning signs almost every scam shares, and the simple habit that stops them: pause, hang up, and check.",
    icon: "alert",
    level: "Critical",
    time: 30,
  },
  {
    id: "phone-protection",
    slug: "phone-protection",
    title: "Phone Call Protection",
    description:
      "Block and silence scam calls, set a family code word, and know exactly what to say (and not say) when a suspicious call comes in.",
    icon: "phone",
    level: "High Priority",
    time: 25,
  },
  {
    id: "text-smishing",
    slug: "text-smishing",
    title: "Text Message (Smishing) Safety",
    description: "Spot fake delivery, toll, bank, and “wrong number” texts, and learn how to report them by forwarding to 7726.",
    icon: "message",
    level: "Important",
    time: 35,
  },
  {
    id: "social-media-security",
    slug: "social-media-security",
    title: "Social Media Security",
    description:
      "Tighten your Facebook, Instagram, and WhatsApp settings and learn to spot cloned profiles, fake giveaways, and romance scams.",
    icon: "users",
    level: "Important",
    time: 40,
  },
  {
    id: "financial-safeguards",
    slug: "financial-safeguards",
    title: "Financial Safeguards",
    description: "Set up bank alerts, a trusted contact, and free credit freezes, and learn the rules that help you get money back.",
    icon: "bank",
    level: "High Priority",
    time: 20,
  },
  {
    id: "emerging-threats-2025",
    slug: "emerging-threats-2025",
    title: "Emerging Threats 2025",
    description:
      "AI voice cloning, deepfake video calls, QR code tricks, crypto ATM scams, and other new schemes, with a simple defense for each.",
    icon: "sparkles",
    level: "Critical",
    time: 25,
  },
];

export const MODULE_CONTENT: Readonly<Record<string, ModuleContent>> = {
  "secure-devices": SECURE_DEVICES_MODULE,
  "recognize-red-flags": RECOGNIZE_RED_FLAGS_MODULE,
  "phone-protection": PHONE_PROTECTION_MODULE,
  "text-smishing": TEXT_SMISHING_MODULE,
  "social-media-security": SOCIAL_MEDIA_SECURITY_MODULE,
  "financial-safeguards": FINANCIAL_SAFEGUARDS_MODULE,
  "emerging-threats-2025": EMERGING_THREATS_2025_MODULE,
};
