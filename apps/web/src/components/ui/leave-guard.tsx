import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export interface LeaveGuard {
  /** A move to another page or address waits for an answer. */
  blocked: boolean;
  /** Go on with the move (the edits are dropped). */
  leave: () => void;
  /** Stay on the page. */
  stay: () => void;
}

/**
 * While there are unsaved edits, leaving the page or changing its address asks
 * first (LeaveDialog), and closing or reloading the tab makes the browser ask.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [],
    ),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocked: blocker.state === 'blocked',
    leave: () => {
      dirtyRef.current = false;
      blocker.proceed?.();
    },
    stay: () => blocker.reset?.(),
  };
}

/** "Leave without saving?", while a guarded move waits; `onLeave` drops the edits first. */
export function LeaveDialog({
  guard,
  description,
  onLeave,
}: {
  guard: LeaveGuard;
  /** What would be lost. */
  description: string;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={guard.blocked}
      title={t('common.leave.title')}
      description={description}
      confirmLabel={t('common.leave.confirm')}
      cancelLabel={t('common.leave.stay')}
      tone="danger"
      onConfirm={() => {
        onLeave();
        guard.leave();
      }}
      onCancel={guard.stay}
    />
  );
}
