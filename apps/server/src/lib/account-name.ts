/** `users.name` holds at most this many characters (better-auth's `user.name`). */
const ACCOUNT_NAME_MAX = 100;

/**
 * The label better-auth keeps on a user row, from the profile's names. The
 * names themselves live in `profiles` in full (50 characters each), and every
 * screen shows those; this label only has to fit its column, which a first
 * and a last name of 50 characters each, with the space between, would not.
 */
export function accountName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.slice(0, ACCOUNT_NAME_MAX);
}
