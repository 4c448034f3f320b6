import { PRODUCT_NAME } from '@das/shared/constants';
import { CircleAlert, Inbox, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useMailbox } from '../api/get-mailbox';
import { BrandMark } from '@/components/ui/brand-logo';
import { MailboxMessageCard } from '../components/mailbox-message';

/**
 * `/dev/mailbox`: the e-mails a demo server kept instead of sending
 * (DECISIONS.md "Identity and sessions"), newest first, links clickable.
 */
export function MailboxPage() {
  const { t } = useTranslation();
  const mailbox = useMailbox();
  const refusal = mailbox.error instanceof ApiError ? mailbox.error.status : undefined;
  const problem = refusal === 404 ? 'notDemo' : refusal === 401 ? 'signIn' : 'error';

  return (
    <div className="min-h-dvh bg-slate-50">
      <title>{`${t('mailbox.documentTitle')} · ${PRODUCT_NAME}`}</title>
      <header className="bg-ink-900">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <Link
            to={paths.landing.getHref()}
            aria-label={t('mailbox.home', { product: PRODUCT_NAME })}
            className="-m-1.5 flex items-center gap-2.5 rounded-lg p-1.5 focus-visible:outline-sky-300"
          >
            <BrandMark className="size-8" />
            <span className="text-base font-semibold tracking-tight text-white">
              {PRODUCT_NAME}
            </span>
          </Link>
          {mailbox.isSuccess && (
            <span className="rounded-full bg-amber-400/15 px-2.5 py-1 text-xs font-semibold text-amber-200 ring-1 ring-inset ring-amber-300/30">
              {t('mailbox.badge')}
            </span>
          )}
        </div>
      </header>

      <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
              {t('mailbox.title')}
            </h1>
            <p className="mt-2 max-w-2xl text-sm/6 text-pretty text-slate-600">
              {t('mailbox.subtitle')}
            </p>
          </div>
          <button
            type="button"
            onClick={() => void mailbox.refetch()}
            disabled={mailbox.isFetching}
            className="inline-flex shrink-0 items-center justify-center gap-2 self-start rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-xs ring-1 ring-inset ring-slate-300 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 sm:self-auto"
          >
            <RefreshCw
              className={`size-4 ${mailbox.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}`}
              aria-hidden="true"
            />
            {t(mailbox.isFetching ? 'mailbox.refreshing' : 'mailbox.refresh')}
          </button>
        </div>

        <div role="status" className="sr-only">
          {mailbox.isSuccess && t('mailbox.count', { count: mailbox.data.length })}
        </div>

        <div className="mt-8">
          {mailbox.isPending ? (
            <ul className="space-y-4" aria-hidden="true">
              {[0, 1, 2].map((index) => (
                <li
                  key={index}
                  className="h-40 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200 motion-reduce:animate-none"
                />
              ))}
            </ul>
          ) : mailbox.isError ? (
            <div role="alert">
              <EmptyState
                icon={<CircleAlert className="size-6" aria-hidden="true" />}
                title={t(`mailbox.${problem}Title`)}
                text={t(`mailbox.${problem}`)}
              />
            </div>
          ) : mailbox.data.length === 0 ? (
            <EmptyState
              icon={<Inbox className="size-6" aria-hidden="true" />}
              title={t('mailbox.emptyTitle')}
              text={t('mailbox.empty')}
            />
          ) : (
            <>
              <p className="mb-4 text-sm text-slate-600" aria-hidden="true">
                {t('mailbox.count', { count: mailbox.data.length })}
              </p>
              <ol className="space-y-4">
                {mailbox.data.map((message) => (
                  <li key={message.id}>
                    <MailboxMessageCard message={message} />
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      </main>
    </div>
  );
}

function EmptyState({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        {icon}
      </span>
      <h2 className="mt-4 text-base font-semibold text-slate-900">{title}</h2>
      <p className="mx-auto mt-1.5 max-w-md text-sm/6 text-pretty text-slate-600">{text}</p>
    </div>
  );
}
