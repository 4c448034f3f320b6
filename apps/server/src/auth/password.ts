import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's OWASP-level defaults (DECISIONS.md "Identity and sessions"). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}
