import { useMutation } from '@tanstack/react-query';
import { signOut } from '@/lib/session/session';

/** Ends the session on the server and in this tab; callers navigate afterwards. */
export function useSignOut() {
  return useMutation({ mutationFn: signOut, retry: false });
}
