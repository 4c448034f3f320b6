import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

type Tone = 'brand' | 'success' | 'warning' | 'error';

const ICON_TONES: Record<Tone, string> = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-100',
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
  warning: 'bg-amber-50 text-amber-700 ring-amber-100',
  error: 'bg-red-50 text-red-700 ring-red-100',
};

interface AuthHeadingProps {
  title: string;
  subtitle?: ReactNode;
  icon?: LucideIcon;
  tone?: Tone;
  /**
   * Moves focus to the heading when it appears, so a screen reader announces a
   * view that replaced the one the user was working in.
   */
  focusOnMount?: boolean;
}

export function AuthHeading({
  title,
  subtitle,
  icon: Icon,
  tone = 'brand',
  focusOnMount = false,
}: AuthHeadingProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <div className="text-center">
      {Icon && (
        <span
          className={`mx-auto mb-5 flex size-12 items-center justify-center rounded-full ring-8 ${ICON_TONES[tone]}`}
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
      )}
      <h1
        ref={headingRef}
        tabIndex={focusOnMount ? -1 : undefined}
        className="text-2xl font-semibold tracking-tight text-balance text-slate-900 focus:outline-none sm:text-[1.75rem]"
      >
        {title}
      </h1>
      {subtitle && <div className="mt-2 text-sm/6 text-pretty text-slate-600">{subtitle}</div>}
    </div>
  );
}
