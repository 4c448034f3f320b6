import { useMutation } from '@tanstack/react-query';
import type { SignUpRequest } from '@das/shared/schemas/auth';
import type {
  DealerGroupSignUpRequest,
  DealershipSignUpRequest,
  SignUpResponse,
} from '@das/shared/schemas/signup';
import { apiFetch } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/**
 * The three sign-ups (issue 6). Each answers the same whether or not the
 * address already had an account, with the plan and the trial it started.
 * The page's language goes along: it becomes the new account's (ADR 022).
 */
function post<T extends object>(path: string, input: T): Promise<SignUpResponse> {
  return apiFetch<SignUpResponse>(path, {
    method: 'POST',
    body: { ...input, language: currentLanguage() },
    skipSessionHandling: true,
  });
}

/** A single finance manager with their own F&I office. */
export function signUp(input: SignUpRequest): Promise<SignUpResponse> {
  return post('/auth/sign-up', input);
}

export function signUpDealership(input: DealershipSignUpRequest): Promise<SignUpResponse> {
  return post('/auth/sign-up/dealership', input);
}

export function signUpDealerGroup(input: DealerGroupSignUpRequest): Promise<SignUpResponse> {
  return post('/auth/sign-up/dealer-group', input);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, retry: false });
}

export function useSignUpDealership() {
  return useMutation({ mutationFn: signUpDealership, retry: false });
}

export function useSignUpDealerGroup() {
  return useMutation({ mutationFn: signUpDealerGroup, retry: false });
}
