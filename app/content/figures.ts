/**
 * Figures from outside reports that the site's pages show in their tables and "By the numbers"
 * grids, each with who measured it, the year and, where the page could be read, a link to it. A
 * page takes the figure from here, so one figure has one wording. The page each was checked on
 * and the day are in facts.ts.
 */
import type { SourcedStatistic } from "~/content/types";

/** The FBI's latest elder fraud total. */
export const FBI_ELDER_FRAUD_2024: SourcedStatistic = {
  value: "Nearly $4.9 billion",
  label: "Lost to fraud in 2024 by people 60 and older, in more than 147,000 reports to the FBI",
  source: "FBI Internet Crime Complaint Center, Elder Fraud Report",
  year: 2024,
  url: "{{url:ic3Site}}AnnualReport/Reports/2024_IC3ElderFraudReport.pdf",
};

export const FBI_ELDER_FRAUD_2023: SourcedStatistic = {
  value: "$3.4 billion",
  label: "Lost to fraud by people 60 and older in 2023",
  source: "FBI Internet Crime Complaint Center, Elder Fraud Report",
  year: 2023,
  url: "{{url:fbiSite}}contact-us/field-offices/losangeles/news/fbi-releases-2023-elder-fraud-report-with-tech-support-scams-generating-the-most-complaints-and-investment-scams-proving-the-costliest",
};

/** The FBI's 2024 average, as AARP reports it (the FBI's own report was not read). */
export const FBI_AVERAGE_LOSS_2024: SourcedStatistic = {
  value: "$83,000",
  label: "Average loss reported to the FBI by people 60 and older in 2024",
  source: "FBI Elder Fraud Report, as reported by AARP",
  year: 2024,
  url: "{{url:aarpSite}}money/scams-fraud/fbi-report-fraud-2024.html",
};

/** Read only in a news report of the FTC's data; the FTC's own data pages could not be opened, so there is no link. */
export const FTC_OLDER_ADULTS_EARLY_2025: SourcedStatistic = {
  value: "More than $745 million",
  label: "Reported lost to fraud by people 60 and older from January to March 2025",
  source: "Federal Trade Commission data, as reported by Newsweek",
  year: 2025,
};

export const FTC_BIG_IMPOSTER_LOSSES: SourcedStatistic = {
  value: "More than 4 times",
  label:
    "Growth from 2020 to 2024 in reports from people 60 and older who lost $10,000 or more to impostors. Impostors pretend to be a business or a government office.",
  source: "Federal Trade Commission, Consumer Protection Data Spotlight",
  year: 2025,
  url: "{{url:ftcSite}}news-events/data-visualizations/data-spotlight/2025/08/false-alarm-real-scam-how-scammers-are-stealing-older-adults-life-savings",
};

export const FTC_TYPICAL_LOSS_80_PLUS: SourcedStatistic = {
  value: "More than $1,600",
  label:
    "The typical loss reported by people 80 and older who lost money to fraud in 2024. Older adults report bigger typical losses than younger adults, and the gap is especially large at 80 and over.",
  source: "Federal Trade Commission, Protecting Older Consumers report to Congress",
  year: 2025,
  url: "{{url:ftcSite}}news-events/news/press-releases/2025/12/ftc-issues-annual-report-congress-agencys-actions-protect-older-adults",
};

export const FTC_TEXT_SCAMS_2024: SourcedStatistic = {
  value: "$470 million",
  label: "Reported lost to scams that started with a text message in 2024: five times the amount reported in 2020",
  source: "Federal Trade Commission, news release on its text scam data",
  year: 2025,
  url: "{{url:ftcSite}}news-events/news/press-releases/2025/04/new-ftc-data-show-top-text-message-scams-2024-overall-losses-text-scams-hit-470-million",
};
