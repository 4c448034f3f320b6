import type { SessionUser } from '@das/shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { describeUserScope } from './user-scope';

function initialsOf(user: SessionUser): string {
  const fromParts = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`;
  return (fromParts || user.name.charAt(0) || user.email.charAt(0)).toUpperCase();
}

/** Who is signed in: name, role and store (SPEC.md §2 "Shell and sidebar"). */
export function UserCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = user.name || user.email;
  const scope = describeUserScope(user, t);
  return (
    <div className="flex items-start gap-3 px-3 py-2">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sky-400/15 text-xs font-semibold text-sky-200 ring-1 ring-sky-300/25"
      >
        {initialsOf(user)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="sr-only">{t('shell.signedInAs', { name })}</p>
        <p aria-hidden="true" className="truncate text-sm font-semibold text-white" title={name}>
          {name}
        </p>
        <p className="text-xs break-words text-slate-300">{t(`roles.${user.role}`)}</p>
        <p className="truncate text-xs text-slate-400" title={scope}>
          {scope}
        </p>
      </div>
    </div>
  );
}
