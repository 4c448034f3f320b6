import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { quietButton } from './button-styles';

/** A panel's way to the page it summarises ("Open deal log →"), for its `action` slot. */
export function PanelLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={quietButton}>
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
