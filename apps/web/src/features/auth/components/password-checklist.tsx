import { checkSignUpPassword, type SignUpPasswordRule } from '@das/shared/auth-rules';
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const RULES: readonly SignUpPasswordRule[] = ['length', 'uppercase', 'lowercase', 'number'];

/**
 * The sign-up password rules of SPEC.md §5, ticked off as the user types. It is
 * not a live region (it would speak on every key); the field points to it with
 * aria-describedby instead.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const broken = new Set(checkSignUpPassword(password));
  return (
    <div id={id} className="mt-3">
      <p className="sr-only">{t('auth.passwordRules.label')}</p>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-2">
        {RULES.map((rule) => {
          const met = !broken.has(rule);
          return (
            <li
              key={rule}
              className={`flex items-center gap-2 ${met ? 'text-emerald-700' : 'text-slate-600'}`}
            >
              {met ? (
                <span className="flex size-4 items-center justify-center rounded-full bg-emerald-600 text-white">
                  <Check className="size-3" strokeWidth={3} aria-hidden="true" />
                </span>
              ) : (
                <Circle className="size-4 text-slate-400" aria-hidden="true" />
              )}
              <span>
                {t(`auth.passwordRules.short.${rule}`)}
                <span className="sr-only">
                  {' '}
                  {t(met ? 'auth.passwordRules.met' : 'auth.passwordRules.notMet')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** SPEC.md's messages for the broken rules, joined with commas, in the user's language. */
export function usePasswordRuleMessage(): (broken: readonly SignUpPasswordRule[]) => string {
  const { t } = useTranslation();
  return (broken) => broken.map((rule) => t(`auth.passwordRules.messages.${rule}`)).join(', ');
}
