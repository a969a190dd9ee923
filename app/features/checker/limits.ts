/**
 * How much the link checker and the message analyzer accept. Apart from their rules so the pages
 * with these tools (the home page among them) load the rules only when a check runs.
 */
export const LINK_MAX_LENGTH = 2000;
export const MESSAGE_MAX_LENGTH = 5000;
