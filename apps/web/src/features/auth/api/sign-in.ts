import { useMutation } from '@tanstack/react-query';
import { signIn } from '@/lib/session/session';

/**
 * Password sign-in through the session module, which keeps the session.
 * Never retried: each failed attempt counts towards the lockout.
 */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, retry: false });
}
