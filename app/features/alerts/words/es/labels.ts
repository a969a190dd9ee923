/**
 * Los nombres en español de la gravedad y del tipo de estafa de una alerta (en /es/alertas y en los
 * emails en español), con las mismas claves que ALERT_SEVERITIES y ALERT_SCAM_TYPES.
 */
import type { GuideSlug } from "~/content/guides/order";

// Keyed like ALERT_SEVERITIES and ALERT_SCAM_TYPES (a guide's kind, or "other"): alerts.ts indexes
// them with an alert's own values, so a missing key fails to compile there.
export const SEVERITY_ES: Readonly<Record<"info" | "warning" | "urgent", string>> = {
  info: "Para su información",
  warning: "Cuidado",
  urgent: "Urgente: se está extendiendo rápido",
};

export const SCAM_TYPE_ES: Readonly<Record<GuideSlug | "other", string>> = {
  "phone-scams": "Llamadas",
  "text-scams": "Mensajes de texto",
  "email-phishing": "Email",
  "social-media": "Redes sociales",
  "romance-scams": "Romance",
  "investment-scams": "Inversiones y criptomonedas",
  "tech-support": "Soporte técnico",
  "grandparent-scams": "Abuelos y emergencias familiares",
  "identity-theft": "Robo de identidad",
  other: "Otra",
};
