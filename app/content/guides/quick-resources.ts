import type { LinkResource } from "../types";

/** Quick Resources on every scam guide: the federal fraud-report site, the FBI's internet crime center and a device clean-up resource. */
export const QUICK_RESOURCES: readonly LinkResource[] = [
  {
    name: "Report fraud to the FTC",
    url: "{{url:reportFraudSite}}",
    description: "The Federal Trade Commission's site for reporting scams. Your report helps law enforcement go after scammers.",
  },
  {
    name: "FBI Internet Crime Complaint Center (IC3)",
    url: "{{url:ic3Site}}",
    description: "Report scams that happened online or by email, especially if you lost money.",
  },
  {
    name: "Clean up your computer or phone",
    url: "{{url:consumerFtcSite}}articles/how-recognize-remove-avoid-malware",
    description: "The FTC's plain guide to removing harmful software after a scammer had access to your device.",
  },
];
