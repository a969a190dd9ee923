// npm run admin:hash-password -- "the operator's password"
// Prints the value for the ADMIN_PASSWORD_HASH secret, with the same code the Worker checks it with.
import { hashPassword } from "../app/features/operator/password.ts";

const password = process.argv[2];
if (!password || password.length < 12) {
  console.error('Usage: npm run admin:hash-password -- "a password of 12 or more characters"');
  process.exit(1);
}
console.log(await hashPassword(password));
