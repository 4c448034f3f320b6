import { SIGNUP_TIME_ZONES, US_STATE_CODES, type SignupTimeZone } from '@das/shared/schemas/signup';
import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from './form-fields';

/** i18n keys under `signup.timeZones`. */
const TIME_ZONE_KEYS: Record<SignupTimeZone, string> = {
  'America/New_York': 'eastern',
  'America/Chicago': 'central',
  'America/Denver': 'mountain',
  'America/Phoenix': 'arizona',
  'America/Los_Angeles': 'pacific',
  'America/Anchorage': 'alaska',
  'Pacific/Honolulu': 'hawaii',
};

type ChoiceProps = Omit<ComponentProps<typeof SelectField>, 'children'>;

/** The US states and DC by name, in the reader's alphabet order. */
export function StateSelect(props: ChoiceProps) {
  const { t, i18n } = useTranslation();
  const options = useMemo(
    () =>
      US_STATE_CODES.map((code) => ({ code, name: t(`signup.states.${code}`) })).sort((a, b) =>
        a.name.localeCompare(b.name, i18n.language),
      ),
    [t, i18n.language],
  );
  return (
    <SelectField {...props}>
      <option value="">{t('signup.fields.statePlaceholder')}</option>
      {options.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}

export function TimeZoneSelect(props: ChoiceProps) {
  const { t } = useTranslation();
  return (
    <SelectField hint={t('signup.fields.timeZoneHint')} {...props}>
      <option value="">{t('signup.fields.timeZonePlaceholder')}</option>
      {SIGNUP_TIME_ZONES.map((zone) => (
        <option key={zone} value={zone}>
          {t(`signup.timeZones.${TIME_ZONE_KEYS[zone]}`)}
        </option>
      ))}
    </SelectField>
  );
}
