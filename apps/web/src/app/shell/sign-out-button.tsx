import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';

/** SPEC.md §2: Sign Out goes to /logout, which ends the session. */
export function SignOutButton({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        onNavigate?.();
        void navigate(paths.logout.getHref());
      }}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-white/5 hover:text-white focus-visible:outline-sky-300"
    >
      <LogOut className="size-4.5 shrink-0 text-slate-400" aria-hidden="true" />
      {t('shell.signOut')}
    </button>
  );
}
