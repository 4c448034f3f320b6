import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classifyError, userMessageKey } from '@/lib/error-catalog';
import { RETRY_LIMITS, RetryBox, showMaxRetriesToast, showRecoveredToast } from './load-error';

interface BoundaryProps {
  children: ReactNode;
  renderFailure: (failure: { error: unknown; retriesUsed: number; retry: () => void }) => ReactNode;
  onRecovered: () => void;
  onMaxReached: () => void;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  retriesUsed: number;
  announced: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, retriesUsed: 0, announced: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  override componentDidUpdate(_props: BoundaryProps, previous: BoundaryState): void {
    const { failed, retriesUsed, announced } = this.state;
    if (previous.failed && !failed && retriesUsed > 0) this.props.onRecovered();
    if (failed && retriesUsed >= RETRY_LIMITS.section && !announced) {
      this.setState({ announced: true });
      this.props.onMaxReached();
    }
  }

  private readonly retry = () => {
    this.setState((state) => ({ failed: false, error: null, retriesUsed: state.retriesUsed + 1 }));
  };

  override render(): ReactNode {
    const { failed, error, retriesUsed } = this.state;
    if (!failed) return this.props.children;
    return this.props.renderFailure({ error, retriesUsed, retry: this.retry });
  }
}

/**
 * A dashboard section's own error boundary (SPEC.md §4: 2 retries at section
 * level): a panel that fails to render says so in its own box, with its own
 * retry, and the rest of the page stays.
 */
export function SectionBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Boundary
      onRecovered={showRecoveredToast}
      onMaxReached={showMaxRetriesToast}
      renderFailure={({ error, retriesUsed, retry }) => {
        const { type, severity } = classifyError(error);
        return (
          <RetryBox
            message={t(userMessageKey(type, severity))}
            retriesUsed={retriesUsed}
            maxRetries={RETRY_LIMITS.section}
            retrying={false}
            onRetry={retry}
          />
        );
      }}
    >
      {children}
    </Boundary>
  );
}
