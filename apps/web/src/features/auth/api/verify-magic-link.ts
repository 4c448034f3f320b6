import { useMutation } from '@tanstack/react-query';
import { signInWithMagicLink } from '@/lib/session/session';

/** A magic link's token works once: never retried. */
export function useVerifyMagicLink() {
  return useMutation({ mutationFn: signInWithMagicLink, retry: false });
}
