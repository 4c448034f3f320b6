import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { classifyError, errorKind, isRetryable, userMessageKey } from './error-catalog';

describe('client error codes and classification', () => {
  it('sorts codes into kinds', () => {
    expect(errorKind(new ApiError(400, 'VALIDATION_ERROR', 'x'))).toBe('validation');
    expect(errorKind(new ApiError(403, 'FORBIDDEN', 'x'))).toBe('authorization');
    expect(errorKind(new ApiError(429, 'RATE_LIMITED', 'x'))).toBe('rate_limit');
    expect(errorKind(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe('network');
    expect(errorKind(new ApiError(503, 'NETWORK_DB_ERROR', 'x'))).toBe('server');
    expect(errorKind(new Error('x'))).toBe('unknown');
  });

  it('rates authentication and chunk-load errors critical, network high, validation medium', () => {
    expect(classifyError(new ApiError(401, 'AUTH_FAILED', 'Authentication failed'))).toEqual({
      type: 'authentication',
      severity: 'critical',
    });
    expect(classifyError(new Error('Failed to fetch dynamically imported module'))).toEqual({
      type: 'component',
      severity: 'critical',
    });
    expect(classifyError(new ApiError(0, 'NETWORK_ERROR', 'Network error occurred'))).toEqual({
      type: 'network',
      severity: 'high',
    });
    expect(classifyError(new ApiError(400, 'VALIDATION_ERROR', 'Validation failed'))).toEqual({
      type: 'validation',
      severity: 'medium',
    });
    expect(classifyError(new Error('plain'))).toEqual({ type: 'unknown', severity: 'low' });
    // An API error is read by its code and status, not by the words of its message.
    expect(classifyError(new ApiError(500, 'DB_500_ERROR', 'network session token'))).toEqual({
      type: 'api',
      severity: 'high',
    });
  });

  it('retries network, api and component errors only', () => {
    expect(
      ['network', 'api', 'component', 'validation', 'authentication'].filter((t) =>
        isRetryable(t as never),
      ),
    ).toEqual(['network', 'api', 'component']);
  });

  it('has a sentence for each type and severity SPEC.md names, and a fallback', () => {
    expect(userMessageKey('network', 'critical')).toBe('errors.user.network_critical');
    expect(userMessageKey('api', 'critical')).toBe('errors.user.api_critical');
    expect(userMessageKey('runtime', 'low')).toBe('errors.user.fallback');
  });
});
