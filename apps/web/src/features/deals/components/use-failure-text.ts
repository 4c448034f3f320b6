import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/** The deal log's words for a failed request: not allowed, no server, or the server's reason. */
export function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 403) return t('deals.log.errors.forbidden');
      if (error instanceof ApiError && error.status === 0) return t('deals.log.errors.network');
      return error instanceof Error && error.message
        ? t('deals.log.errors.withReason', { reason: error.message })
        : t('deals.log.errors.generic');
    },
    [t],
  );
}
