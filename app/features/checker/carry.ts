/** What the home page's tools hand to /check, kept apart so they load none of /check's code. */
import { href } from "react-router";
import { CHECK_KINDS, type CheckKind } from "./types";

export type KindChoice = CheckKind | "auto";
export const KIND_CHOICES: readonly KindChoice[] = ["auto", ...CHECK_KINDS];
export const CHECK_ACTION = href("/check");
/** Names /check's answer (see answerId), where a post without JavaScript comes back scrolled to. */
export const CHECK_FORM_ID = "check";
export const MORE_DETAIL = "Check it in more detail";

export interface CarriedCheck {
  checkText: string;
  checkKind: KindChoice;
}

export function isCarriedCheck(state: unknown): state is CarriedCheck {
  const carried = state as Partial<CarriedCheck> | null;
  return typeof carried?.checkText === "string" && KIND_CHOICES.includes(carried.checkKind as KindChoice);
}
