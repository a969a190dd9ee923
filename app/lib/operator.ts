/** The operator's session cookie. Pages kept for everyone are never served to, or kept from, a request that carries it. */
export const OPERATOR_COOKIE = "__operator";
