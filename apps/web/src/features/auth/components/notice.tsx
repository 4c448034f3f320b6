import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type NoticeTone = 'info' | 'warning' | 'error' | 'success';

const TONES: Record<NoticeTone, { box: string; icon: string; Icon: LucideIcon }> = {
  info: { box: 'bg-brand-50 text-slate-800 ring-brand-100', icon: 'text-brand-600', Icon: Info },
  warning: {
    box: 'bg-amber-50 text-amber-950 ring-amber-200',
    icon: 'text-amber-600',
    Icon: TriangleAlert,
  },
  error: { box: 'bg-red-50 text-red-900 ring-red-200', icon: 'text-red-600', Icon: CircleAlert },
  success: {
    box: 'bg-emerald-50 text-emerald-950 ring-emerald-200',
    icon: 'text-emerald-600',
    Icon: CircleCheck,
  },
};

interface NoticeProps {
  tone: NoticeTone;
  title?: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Replaces the tone's icon (for example a spinner). */
  icon?: ReactNode;
  className?: string;
}

/**
 * A coloured message box. It carries no live-region role itself: callers put it
 * inside a `role="alert"` or `role="status"` region that exists before it appears.
 */
export function Notice({ tone, title, children, actions, icon, className = '' }: NoticeProps) {
  const style = TONES[tone];
  return (
    <div
      className={`flex gap-3 rounded-lg p-3.5 text-sm ring-1 ring-inset ${style.box} ${className}`}
    >
      <span className="mt-0.5 shrink-0">
        {icon ?? <style.Icon className={`size-4.5 ${style.icon}`} aria-hidden="true" />}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-pretty">{children}</div>}
        {actions && <div className="flex flex-wrap gap-x-4 gap-y-2 pt-1">{actions}</div>}
      </div>
    </div>
  );
}

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none ${className}`}
    />
  );
}
