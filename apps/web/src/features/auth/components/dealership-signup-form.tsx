import {
  dealershipSignUpRequestSchema,
  SIGNUP_LIMITS,
  US_STATES,
} from '@das/shared/schemas/signup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useSignUpDealership } from '../api/sign-up';
import { AdminAccountSection } from './admin-account-fields';
import { TextField } from './form-fields';
import { FormSection } from './signup-parts';
import { StateSelect, TimeZoneSelect } from './store-location-fields';
import { useSignupForm, welcomeFacts } from './use-signup-form';

interface StoreValues {
  storeName: string;
  city: string;
  state: string;
  timeZone: string;
  /** Comma-separated, as people write a list of brands. */
  brands: string;
}

type Field = keyof StoreValues;

function splitBrands(text: string): string[] {
  return text
    .split(',')
    .map((brand) => brand.trim())
    .filter((brand) => brand !== '');
}

/** The dealership sign-up: the store, its admin, the terms; ends on /welcome/dealership. */
export function DealershipSignupForm() {
  const { t } = useTranslation();
  const form = useSignupForm({
    schema: dealershipSignUpRequestSchema,
    mutation: useSignUpDealership(),
    welcomeHref: (answer) => paths.welcomeDealership.getHref(welcomeFacts(answer)),
  });
  const [store, setStore] = useState<StoreValues>({
    storeName: '',
    city: '',
    state: '',
    timeZone: '',
    brands: '',
  });
  /** Until the user picks a time zone, choosing a state suggests its own. */
  const [timeZoneChosen, setTimeZoneChosen] = useState(false);

  const labels: Record<Field, string> = {
    storeName: t('signup.fields.storeName'),
    city: t('signup.fields.city'),
    state: t('signup.fields.state'),
    timeZone: t('signup.fields.timeZone'),
    brands: t('signup.fields.brands'),
  };
  const errorFor = (field: Field) => form.textFor(field, labels[field]);

  function updateStore(field: Field, value: string) {
    setStore((current) => {
      const next = { ...current, [field]: value };
      if (field === 'state' && !timeZoneChosen && value in US_STATES) {
        next.timeZone = US_STATES[value as keyof typeof US_STATES];
      }
      return next;
    });
    if (field === 'timeZone') setTimeZoneChosen(true);
    form.clear(field);
    if (field === 'state' && !timeZoneChosen) form.clear('timeZone');
  }

  const submit = form.onSubmit(() => ({
    ...store,
    brands: splitBrands(store.brands),
    ...form.admin,
    acceptTerms: form.acceptTerms,
  }));

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-8">
      <FormSection title={t('signup.dealership.storeSection')}>
        <TextField
          label={labels.storeName}
          name="storeName"
          autoComplete="organization"
          maxLength={SIGNUP_LIMITS.businessNameMax}
          value={store.storeName}
          onChange={(event) => updateStore('storeName', event.target.value)}
          error={errorFor('storeName')}
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-[2fr_1fr]">
          <TextField
            label={labels.city}
            name="city"
            autoComplete="address-level2"
            maxLength={SIGNUP_LIMITS.cityMax}
            value={store.city}
            onChange={(event) => updateStore('city', event.target.value)}
            error={errorFor('city')}
          />
          <StateSelect
            label={labels.state}
            name="state"
            value={store.state}
            onChange={(value) => updateStore('state', value)}
            error={errorFor('state')}
          />
        </div>
        <TimeZoneSelect
          label={labels.timeZone}
          value={store.timeZone}
          onChange={(value) => updateStore('timeZone', value)}
          error={errorFor('timeZone')}
        />
        <TextField
          label={labels.brands}
          hint={t('signup.fields.brandsHint')}
          name="brands"
          value={store.brands}
          onChange={(event) => updateStore('brands', event.target.value)}
          error={errorFor('brands')}
        />
      </FormSection>
      <AdminAccountSection form={form} />
    </form>
  );
}
