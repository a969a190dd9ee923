/**
 * The checker with its list of official sites and lines. Pages load this file only when a check
 * runs (a dynamic import), so its libraries (the Public Suffix List, phone metadata) stay out of
 * every page's first load; the server imports it directly for the no-JavaScript answers.
 */
import { CHECK_DIRECTORY } from "./words/official";
import { analyzeMessageForHome, checkLinkForHome } from "./home-tools";
import { type CheckKind, checkInput } from "./check";
import { fetchReported, matchReported } from "./reported";
import type { Reportable } from "./types";

export const runCheck = (input: string, kind?: CheckKind) => checkInput(input, CHECK_DIRECTORY, kind);
export const checkHomeLink = (input: string) => checkLinkForHome(input, CHECK_DIRECTORY);
export const analyzeHomeMessage = (message: string) => analyzeMessageForHome(message, CHECK_DIRECTORY);
/** The browser's reported lookup: sends only each hash's first 5 characters (reported.ts). */
export const lookUpReported = (items: readonly Reportable[]) => matchReported(items, fetchReported);
