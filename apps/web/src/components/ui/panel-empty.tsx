import type { LucideIcon } from 'lucide-react';

/** A panel's body when it has nothing to show: a faint icon and a line saying why. */
export function PanelEmpty({
  icon: Icon,
  text,
  className = 'py-6',
}: {
  icon: LucideIcon;
  text: string;
  /** Its room: some padding, or a chart's height. */
  className?: string;
}) {
  return (
    <div className={`flex flex-col items-center gap-2 text-center ${className}`}>
      <Icon className="size-6 text-slate-300" aria-hidden="true" />
      <p className="text-sm text-slate-600">{text}</p>
    </div>
  );
}
