import { Component, type ReactNode } from 'react';
import { CriticalErrorScreen } from './startup-screens';

/**
 * The last line of defence (SPEC.md §2 "Critical-error screen"): routes have
 * their own error page, so this only shows when the app around them fails.
 */
export class CriticalErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <CriticalErrorScreen /> : this.props.children;
  }
}
