import {
  ChartColumnIncreasing,
  FileChartColumn,
  HandCoins,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Abstract, purely decorative picture of "one board for every role": four
 * panels of shapes, with no text and no figures. A later issue replaces it
 * with real dashboard screenshots.
 */
export function HeroVisual() {
  return (
    <div aria-hidden="true" className="relative z-10 mx-auto mt-16 max-w-6xl sm:mt-20">
      <div className="absolute -inset-x-6 -top-6 -bottom-6 rounded-[2rem] bg-linear-to-b from-sky-400/25 via-brand-600/10 to-transparent blur-2xl" />
      <div className="relative rounded-2xl bg-ink-800 p-2 shadow-2xl ring-1 shadow-ink-900/40 ring-white/10 sm:p-3">
        <div className="flex items-center gap-2 px-2 pt-1 pb-3 sm:px-3">
          <span className="size-2.5 rounded-full bg-white/20" />
          <span className="size-2.5 rounded-full bg-white/15" />
          <span className="size-2.5 rounded-full bg-white/10" />
          <span className="ml-4 hidden h-5 w-56 rounded-md bg-white/5 ring-1 ring-white/10 sm:block" />
          <span className="ml-auto h-5 w-16 rounded-md bg-sky-400/20" />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
          <Panel icon={HandCoins}>
            <DonutGraphic />
          </Panel>
          <Panel icon={ChartColumnIncreasing}>
            <BarsGraphic />
          </Panel>
          <Panel icon={Trophy}>
            <LeaderboardGraphic />
          </Panel>
          <Panel icon={FileChartColumn}>
            <AreaGraphic />
          </Panel>
        </div>
      </div>
    </div>
  );
}

function Panel({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col rounded-xl bg-ink-900/70 p-3 ring-1 ring-white/5 sm:p-5">
      <div className="flex items-center gap-3">
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-linear-to-br from-sky-400 to-brand-600 text-white shadow-md shadow-brand-600/30 sm:size-9">
          <Icon className="size-4 sm:size-5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1.5">
          <span className="h-2 w-4/5 max-w-24 rounded-full bg-white/25" />
          <span className="h-1.5 w-1/2 max-w-14 rounded-full bg-white/10" />
        </span>
      </div>
      <div className="mt-4 h-24 sm:mt-6 sm:h-32">{children}</div>
    </div>
  );
}

function DonutGraphic() {
  const circumference = 2 * Math.PI * 38;
  const arcs = [
    { share: 0.42, color: '#38bdf8', offset: 0 },
    { share: 0.24, color: '#0284c7', offset: 0.42 },
    { share: 0.16, color: '#bae6fd', offset: 0.66 },
  ];
  return (
    <div className="flex h-full items-center gap-4">
      <svg viewBox="0 0 100 100" className="h-full max-h-28 shrink-0 -rotate-90">
        <circle
          cx="50"
          cy="50"
          r="38"
          fill="none"
          stroke="#ffffff"
          strokeOpacity="0.08"
          strokeWidth="14"
        />
        {arcs.map((arc) => (
          <circle
            key={arc.color}
            cx="50"
            cy="50"
            r="38"
            fill="none"
            stroke={arc.color}
            strokeWidth="14"
            strokeDasharray={`${arc.share * circumference - 2} ${circumference}`}
            strokeDashoffset={-arc.offset * circumference}
          />
        ))}
      </svg>
      <div className="hidden flex-1 flex-col gap-2.5 sm:flex">
        {['bg-sky-400', 'bg-brand-600', 'bg-sky-200'].map((dot, index) => (
          <span key={dot} className="flex items-center gap-2">
            <span className={`size-2 shrink-0 rounded-full ${dot}`} />
            <span
              className="h-1.5 rounded-full bg-white/15"
              style={{ width: `${80 - index * 18}%` }}
            />
          </span>
        ))}
      </div>
    </div>
  );
}

const BAR_HEIGHTS = [34, 48, 41, 58, 52, 66, 61, 78, 88];

function BarsGraphic() {
  return (
    <div className="relative flex h-full items-end gap-1 sm:gap-1.5">
      <span className="absolute inset-x-0 top-[8%] border-t border-dashed border-sky-300/50" />
      {BAR_HEIGHTS.map((height, index) => (
        <span
          key={height}
          className={`flex-1 rounded-t-sm ${
            index === BAR_HEIGHTS.length - 1
              ? 'bg-linear-to-t from-sky-500 to-sky-300'
              : 'bg-linear-to-t from-brand-700/70 to-sky-400/70'
          }`}
          style={{ height: `${height}%` }}
        />
      ))}
    </div>
  );
}

const LEADER_WIDTHS = [92, 74, 61, 45];

function LeaderboardGraphic() {
  return (
    <div className="flex h-full flex-col justify-between">
      {LEADER_WIDTHS.map((width, index) => (
        <span key={width} className="flex items-center gap-2.5">
          <span
            className={`size-4 shrink-0 rounded-full sm:size-5 ${index === 0 ? 'bg-sky-300' : 'bg-white/15'}`}
          />
          <span className="h-2 flex-1 rounded-full bg-white/5">
            <span
              className={`block h-full rounded-full ${index === 0 ? 'bg-linear-to-r from-brand-500 to-sky-300' : 'bg-sky-400/50'}`}
              style={{ width: `${width}%` }}
            />
          </span>
        </span>
      ))}
    </div>
  );
}

function AreaGraphic() {
  const line = 'M0 78 C 14 70, 22 74, 34 60 S 56 52, 66 40 S 86 30, 100 14';
  return (
    <svg
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      className="h-full w-full overflow-visible"
    >
      <defs>
        <linearGradient id="landing-hero-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#38bdf8" stopOpacity="0.45" />
          <stop offset="100%" stopColor="#38bdf8" stopOpacity="0" />
        </linearGradient>
      </defs>
      {[25, 50, 75].map((y) => (
        <line
          key={y}
          x1="0"
          x2="100"
          y1={y}
          y2={y}
          stroke="#ffffff"
          strokeOpacity="0.06"
          vectorEffect="non-scaling-stroke"
        />
      ))}
      <path d={`${line} L 100 100 L 0 100 Z`} fill="url(#landing-hero-area)" />
      <path
        d={line}
        fill="none"
        stroke="#7dd3fc"
        strokeWidth="2.5"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
