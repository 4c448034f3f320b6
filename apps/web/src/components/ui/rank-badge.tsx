import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A leaderboard row's place: a trophy for the first, the number for the rest. */
export function RankBadge({ index }: { index: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold ${
        index === 0 ? 'bg-amber-100 text-amber-800' : 'bg-slate-100 text-slate-600'
      }`}
    >
      {index === 0 ? (
        <Trophy className="size-3.5" role="img" aria-label={t('common.firstPlace')} />
      ) : (
        index + 1
      )}
    </span>
  );
}
