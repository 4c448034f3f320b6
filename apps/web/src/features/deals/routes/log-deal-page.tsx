import { VEHICLE_TYPES, type VehicleType } from '@das/shared/deals';
import { decideRoute } from '@das/shared/route-access';
import type { SessionUser } from '@das/shared/schemas/auth';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { useDeal } from '@/entities/deal/api/get-deal';
import { DealChargebacks } from '../components/deal-chargebacks';
import { DealForm, type DealFormCarry } from '../components/deal-form';
import { button, cardClass } from '../components/styles';
import type { DealPrefill } from '../lib/deal-form';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrUndefined = (value: string | null) => (value && UUID.test(value) ? value : undefined);

/** The deal log this user can open, for "Open deal log" and after a delete. */
export function dealLogHrefFor(user: SessionUser): string {
  const candidates =
    user.role === 'single_finance_manager'
      ? [paths.singleFinanceDeals, paths.financeDealLog]
      : [paths.financeDealLog, paths.dashboardDeals];
  const allowed = candidates.find(
    (candidate) => decideRoute(candidate.getHref(), user).kind === 'allow',
  );
  return (allowed ?? paths.dashboardDeals).getHref();
}

/** What a sale passes in the address: `?sale_id=&customer=&stock=&vehicle_type=&salesperson_id=`. */
function prefillFrom(params: URLSearchParams): DealPrefill {
  const vehicle = params.get('vehicle_type');
  const customer = params.get('customer')?.trim().slice(0, 50);
  const stock = params.get('stock')?.trim().slice(0, 20);
  const salesperson = uuidOrUndefined(params.get('salesperson_id'));
  return {
    ...(customer ? { customer_last_name: customer } : {}),
    ...(stock ? { stock_number: stock } : {}),
    ...(vehicle && (VEHICLE_TYPES as readonly string[]).includes(vehicle)
      ? { vehicle_type: vehicle as VehicleType }
      : {}),
    ...(salesperson ? { salesperson_id: salesperson } : {}),
  };
}

/**
 * `/finance-manager/log-deal` and `/single-finance/log-deal`: log a deal, open
 * one from a sale (`?sale_id=`), or edit one (`?deal_id=`).
 */
export function LogDealPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dealId = uuidOrUndefined(params.get('deal_id'));
  const saleId = dealId ? undefined : uuidOrUndefined(params.get('sale_id'));
  const dealershipId = user?.dealershipId ?? undefined;
  const deal = useDeal(dealershipId ?? 'all', dealId);

  if (!user || dealershipId === undefined) return null;
  const logHref = dealLogHrefFor(user);
  const carry = (location.state as { carry?: DealFormCarry } | null)?.carry;
  const editing = dealId !== undefined;

  const heading = (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <Link
          to={logHref}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('deals.page.backToLog')}
        </Link>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">
          {editing
            ? deal.data
              ? t('deals.page.editTitle', { number: deal.data.deal_number })
              : t('deals.page.editTitleLoading')
            : t('deals.page.logTitle')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {editing
            ? t('deals.page.editDescription')
            : t('deals.page.logDescription', { store: user.dealershipName ?? '' })}
        </p>
      </div>
    </header>
  );

  if (editing && (deal.isPending || (deal.isFetching && !deal.isFetchedAfterMount))) {
    return (
      <div>
        {heading}
        <div role="status" className={`${cardClass} p-6`}>
          <span className="sr-only">{t('deals.page.loadingDeal')}</span>
          <div aria-hidden="true" className="animate-pulse space-y-4">
            <div className="h-4 w-40 rounded bg-slate-200" />
            <div className="grid gap-4 sm:grid-cols-3">
              {Array.from({ length: 6 }, (_, index) => (
                <div key={index} className="h-10 rounded-lg bg-slate-100" />
              ))}
            </div>
          </div>
        </div>
      </div>
    );
  }

  if (editing && deal.isError) {
    const missing = deal.error instanceof ApiError && deal.error.status === 404;
    return (
      <div>
        {heading}
        <div role="alert" className={`${cardClass} flex items-start gap-3 p-6`}>
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
          <div>
            <p className="font-semibold text-slate-900">
              {t(missing ? 'deals.page.notFound' : 'deals.page.loadFailed')}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {!missing ? (
                <button
                  type="button"
                  className={button.secondary}
                  onClick={() => void deal.refetch()}
                >
                  {t('deals.page.retry')}
                </button>
              ) : null}
              <Link to={logHref} className={button.secondary}>
                {t('deals.saved.openLog')}
              </Link>
            </div>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div>
      {heading}
      <DealForm
        // A fresh form for each deal and each visit ("Log another", "Edit this deal").
        key={`${deal.data?.id ?? 'new'}:${location.key}`}
        mode={editing ? 'edit' : 'create'}
        user={user}
        dealershipId={dealershipId}
        deal={deal.data}
        saleId={saleId}
        prefill={saleId ? prefillFrom(params) : undefined}
        carry={carry}
        logHref={logHref}
        onLogAnother={(next) => navigate(location.pathname, { state: { carry: next } })}
        onDeleted={(removed) => navigate(logHref, { state: { deletedDeal: removed.deal_number } })}
      />
      {editing && deal.data ? <DealChargebacks deal={deal.data} user={user} /> : null}
    </div>
  );
}
