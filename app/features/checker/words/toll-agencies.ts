/**
 * The toll agencies the checker knows, one group of its official sites (official.ts takes them in
 * at their place in its list). Unpaid-toll texts copy these names, and each state's agency runs
 * its own site, so each is an entry of its own. Each entry names the page it was read from and the
 * day it was checked.
 */
import type { OfficialSite } from "../types";
import { ADDED, from } from "./checked";

export const TOLL_AGENCIES: readonly OfficialSite[] = [
  // Each state's E-ZPass agency has its own site and entry; the name "E-ZPass" itself is the last entry of the group.
  {
    name: "E-ZPass New York",
    domains: ["e-zpassny.com"],
    keys: ["ezpassny"],
    source: from("https://www.e-zpassny.com/en/faq/statements.shtml"),
  },
  {
    name: "New Jersey E-ZPass",
    domains: ["ezpassnj.com"],
    keys: ["ezpassnj"],
    source: from("https://wfpg.com/dont-fall-for-this-e-zpass-phishing-scam-what-to-know/"),
  },
  {
    name: "EZDriveMA (Massachusetts E-ZPass)",
    domains: ["ezdrivema.com"],
    keys: ["ezdrive", "ezdrivema"],
    source: from("http://charlestownbridge.com/2025/01/15/massdot-alerts-customers-of-ezdrivema-scam/"),
  },
  {
    name: "Virginia toll roads (E-ZPass Virginia)",
    domains: ["tollroadsinvirginia.com"],
    keys: ["tollroadsinvirginia"],
    source: from("https://pcpatriot.com/virginia-dmv-warns-customers-of-toll-charge-text-scam/"),
  },
  {
    name: "E-ZPass Virginia (Virginia Department of Transportation)",
    domains: ["ezpassva.com"],
    source: from("https://www.ezpassva.com/CreateAccount/Termandcondition.aspx?accType=COV", ADDED),
  },
  {
    name: "E-ZPass Maryland (Maryland Transportation Authority)",
    domains: ["ezpassmd.com"],
    source: from("https://www.ezpassmd.com/en/about/terms_ind.shtml", ADDED),
  },
  {
    name: "Delaware E-ZPass (Delaware Department of Transportation)",
    domains: ["ezpassde.com"],
    source: from("https://www.wgmd.com/deldot-to-resume-cash-tolling-statewide/", ADDED),
  },
  {
    name: "New Hampshire E-ZPass",
    domains: ["ezpassnh.com"],
    source: from("https://archive.bdnblogs.com/2005/07/13/e-zpass-transponder-buyers-jam-new-hampshire-service-center/?amp=1", ADDED),
  },
  {
    name: "Rhode Island E-ZPass (Rhode Island Turnpike and Bridge Authority)",
    domains: ["ezpassritba.com"],
    source: from(
      "https://www.thenewportbuzz.com/newport-pell-bridge-permanently-switches-to-all-electronic-tolling-on-wednesday-night/32880",
      ADDED,
    ),
  },
  {
    name: "the Ohio Turnpike's E-ZPass",
    domains: ["ezpassoh.com"],
    source: from("https://www.ezpassoh.com/EntryPages/CreateAccount.aspx?type=retail", ADDED),
  },
  {
    // No one address: each state's agency runs its own site (the entries above), so a look-alike of
    // the name sends the reader to the address on their own statement.
    name: "E-ZPass",
    domains: [],
    keys: ["ezpass", "zpass"],
    real: "the address on your E-ZPass statement",
    source: from("https://mdworks.com/post/2024/05/02/e-zpass-issues-warning-to-customers-on-texting-scam", ADDED),
  },
  { name: "SunPass", domains: ["sunpass.com"], source: from("https://news.yahoo.com/sunpass-warns-drivers-fake-text-214320379.html") },
  {
    name: "FasTrak (Bay Area)",
    domains: ["bayareafastrak.org"],
    keys: ["fastrak", "bayareafastrak"],
    source: from("https://www.kalw.org/bay-area-news/2025-04-17/fastrak-warns-motorists-of-scam"),
  },
  {
    name: "The Toll Roads (Orange County FasTrak)",
    domains: ["thetollroads.com"],
    keys: ["thetollroads"],
    source: from(
      "https://www.independent.com/2025/01/02/tell-everyone-attorney-general-bonta-warns-consumers-of-surge-in-text-based-toll-scam-activity/",
    ),
  },
  {
    name: "NTTA (TollTag)",
    domains: ["ntta.org"],
    keys: ["ntta", "tolltag"],
    source: from("https://www.ntta.org/custinfo/electollcol/Pages/default.aspx"),
  },
  { name: "TxTag", domains: ["txtag.org"], source: from("https://oakcliff.advocatemag.com/2024/12/tollway-payment-text-is-a-scam") },
  {
    name: "the Illinois Tollway (I-PASS)",
    domains: ["illinoistollway.com", "getipass.com"],
    keys: ["illinoistollway", "getipass"],
    source: from("https://www.illinoistollway.com/fraudulent-electronic-communication"),
  },
];
