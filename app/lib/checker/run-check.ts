/**
 * The checker with its list of official sites and lines. Pages load this file only when a check
 * runs (a dynamic import), so its libraries (the Public Suffix List, phone metadata) stay out of
 * every page's first load; the server imports it directly for the no-JavaScript answers.
 */
// biome-ignore lint/style/noRestrictedImports: the one place the checker is given its data, so the list loads with the checker's code and not before.
import { CHECK_DIRECTORY } from "~/content/checker/official";
import { analyzeMessageForHome, checkLinkForHome } from "./home-tools";
import { type CheckKind, checkInput } from "./index";

export const runCheck = (input: string, kind?: CheckKind) => checkInput(input, CHECK_DIRECTORY, kind);
export const checkHomeLink = (input: string) => checkLinkForHome(input, CHECK_DIRECTORY);
export const analyzeHomeMessage = (message: string) => analyzeMessageForHome(message, CHECK_DIRECTORY);
