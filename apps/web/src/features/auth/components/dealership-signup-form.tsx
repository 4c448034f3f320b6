import { SIGNUP_LIMITS, US_STATES } from '@das/shared/schemas/signup';
import { FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useSignUpDealership } from '../api/sign-up';
import { AdminAccountSection } from './admin-account-fields';
import { TextField } from './form-fields';
import { DEALERSHIP_SIGNUP, EMPTY_DEALERSHIP, type DealershipValues } from './signup-form';
import { FormSection } from './signup-parts';
import { StateSelect, TimeZoneSelect } from './store-location-fields';
import { useSignupForm, useSignupProblems, welcomeFacts } from './use-signup-form';

/** The dealership sign-up: the store, its admin, the terms; ends on /welcome/dealership. */
export function DealershipSignupForm() {
  const signup = useSignupForm({
    kind: DEALERSHIP_SIGNUP,
    defaultValues: EMPTY_DEALERSHIP,
    mutation: useSignUpDealership(),
    welcomeHref: (answer) => paths.welcomeDealership.getHref(welcomeFacts(answer)),
  });
  return (
    <FormProvider {...signup.form}>
      <form noValidate onSubmit={signup.onSubmit} className="space-y-8">
        <StoreSection />
        <AdminAccountSection busy={signup.busy} formErrorText={signup.formErrorText} />
      </form>
    </FormProvider>
  );
}

function StoreSection() {
  const { t } = useTranslation();
  const { register, setValue, getFieldState, formState } = useFormContext<DealershipValues>();
  const problem = useSignupProblems();
  const labels = {
    storeName: t('signup.fields.storeName'),
    city: t('signup.fields.city'),
    state: t('signup.fields.state'),
    timeZone: t('signup.fields.timeZone'),
    brands: t('signup.fields.brands'),
  };

  // Until the user picks a time zone, choosing a state suggests its own.
  const state = register('state', {
    onChange: (event: { target: { value: string } }) => {
      const code = event.target.value;
      if (getFieldState('timeZone').isDirty || !(code in US_STATES)) return;
      setValue('timeZone', US_STATES[code as keyof typeof US_STATES], {
        shouldValidate: formState.isSubmitted,
      });
    },
  });

  return (
    <FormSection title={t('signup.dealership.storeSection')}>
      <TextField
        {...register('storeName')}
        label={labels.storeName}
        autoComplete="organization"
        maxLength={SIGNUP_LIMITS.businessNameMax}
        error={problem('storeName', labels.storeName)}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-[2fr_1fr]">
        <TextField
          {...register('city')}
          label={labels.city}
          autoComplete="address-level2"
          maxLength={SIGNUP_LIMITS.cityMax}
          error={problem('city', labels.city)}
        />
        <StateSelect {...state} label={labels.state} error={problem('state', labels.state)} />
      </div>
      <TimeZoneSelect
        {...register('timeZone')}
        label={labels.timeZone}
        error={problem('timeZone', labels.timeZone)}
      />
      <TextField
        {...register('brands')}
        label={labels.brands}
        hint={t('signup.fields.brandsHint')}
        error={problem('brands', labels.brands)}
      />
    </FormSection>
  );
}
