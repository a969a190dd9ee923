/** The alerts' words (emails and pages) in each of the site's languages. */
import type { Lang } from "~/lib/i18n";
import { EMAIL_WORDS as ES } from "./es/emails";
import { ALERT_PAGE as PAGE_ES } from "./es/page";
import { EMAIL_WORDS as EN, type EmailWords } from "./emails";
import { ALERT_PAGE as PAGE_EN, type AlertPageWords } from "./page";
import { SUBSCRIPTION_TEXT as SUBSCRIPTION_ES } from "./es/subscription";
import { SUBSCRIPTION_TEXT as SUBSCRIPTION_EN, type SubscriptionWords } from "./subscription";

export const EMAIL_WORDS_BY_LANG: Readonly<Record<Lang, EmailWords>> = { en: EN, es: ES };
export const ALERT_PAGE_BY_LANG: Readonly<Record<Lang, AlertPageWords>> = { en: PAGE_EN, es: PAGE_ES };
export const SUBSCRIPTION_TEXT_BY_LANG: Readonly<Record<Lang, SubscriptionWords>> = { en: SUBSCRIPTION_EN, es: SUBSCRIPTION_ES };
