export type BadgeVariant = "destructive" | "default" | "secondary";

/**
 * Badges: module risk Critical destructive, High default, otherwise secondary
 * (a module's "High Priority" counts as High); the examples' severity badges follow the same rule.
 */
export function riskBadgeVariant(level: string): BadgeVariant {
  if (level === "Critical") return "destructive";
  if (level === "High" || level === "High Priority") return "default";
  return "secondary";
}

/** "Step importance Critical destructive"; any other importance is secondary. */
export function importanceBadgeVariant(importance: string): BadgeVariant {
  return importance === "Critical" ? "destructive" : "secondary";
}

/** "Emergency steps with critical true are styled red, others amber." */
export function emergencyStepTone(critical: boolean): "destructive" | "caution" {
  return critical ? "destructive" : "caution";
}

/** Severity badge text on example cards: 'X Risk'. */
export function severityLabel(severity: string): string {
  return `${severity} Risk`;
}
