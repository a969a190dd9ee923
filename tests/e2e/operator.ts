/** The operator password the browser tests sign in with; the web server gets its hash (test-only). */
export const E2E_OPERATOR_PASSWORD = "e2e operator password";
