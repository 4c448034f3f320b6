import { useMutation } from '@tanstack/react-query';
import { signInAsDemo } from '@/lib/session/session';

/** Signs in as the demo account of one role; the session module keeps the session. */
export function useCreateDemoSession() {
  return useMutation({ mutationFn: signInAsDemo, retry: false });
}
