import type { ScheduleWeek } from '@das/shared/schemas/schedule';
import { parseDealershipId } from '@das/shared/route-access';
import { Copy, Eye, Printer, Undo2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useAccessibleDealerships } from '@/entities/dealership/api/get-dealerships';
import { useViewAs } from '@/entities/dealership/api/view-as';
import { useFormatters, dateFormat } from '@/lib/format';
import { useSession } from '@/lib/session/session';
import { secondaryButton } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/load-error';
import { useCopyScheduleWeek } from '../api/copy-schedule-week';
import { useScheduleWeek } from '../api/get-schedule-week';
import { useSaveSchedule } from '../api/save-schedule';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LeaveDialog, useLeaveGuard } from '@/components/ui/leave-guard';
import { Notice, useFleetingNotice } from '@/components/ui/notice';
import { GridSkeleton } from '../components/grid-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { quietBarButton, SaveBar } from '@/components/ui/save-bar';
import { ScheduleGrid } from '../components/schedule-grid';
import {
  applyDraft,
  cellKey,
  changedCells,
  coverageOf,
  hasAnyShift,
} from '../components/schedule-draft';
import { ShiftLegend } from '../components/shift-legend';
import { ShiftTemplatesProvider } from '../components/shift-look';
import { useScheduleDraft } from '../components/use-schedule-draft';
import { mondayOf } from '@das/shared/periods';
import { daysOfWeek, weekFromParam } from '../components/week-days';
import { localToday } from '@/lib/local-today';
import { WeekToolbar } from '../components/week-toolbar';

type ScheduleNotice = 'saved' | 'copied' | 'copiedEmpty' | 'copyFailed';

/**
 * `/dashboard/schedule` and `/dealership/{id}/schedule` (DOMAIN.md "Schedule"):
 * the store's week, people × days. Managers edit cells, copy last week and save
 * the edits as one batch; everyone else reads it.
 */
/** A store without shift templates: the built-in names and hours. */
const NO_TEMPLATES: ScheduleWeek['templates'] = [];

export function SchedulePage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { user } = useSession();
  const viewAs = useViewAs();
  const params = useParams();
  const pathDealershipId = parseDealershipId(params.dealershipId);
  const dealershipId = pathDealershipId ?? user?.dealershipId ?? null;
  const dealerships = useAccessibleDealerships(
    pathDealershipId === undefined ? undefined : user?.id,
  );
  const [search, setSearch] = useSearchParams();
  const today = localToday();
  const thisWeek = mondayOf(today);
  const week = weekFromParam(search.get('week'), today);
  const query = useScheduleWeek(dealershipId, week);
  const { draft, canUndo, set, undo, discard } = useScheduleDraft(week);
  const save = useSaveSchedule(dealershipId);
  const copy = useCopyScheduleWeek(dealershipId);
  const [confirmCopy, setConfirmCopy] = useState(false);
  const [notice, setNotice] = useFleetingNotice<ScheduleNotice>();

  const loaded = query.data && !query.isPlaceholderData ? query.data : undefined;
  const changes = loaded ? changedCells(loaded, draft) : [];
  const dirty = changes.length > 0;

  // Leaving the week or the page with edits unsaved asks first.
  const leaveGuard = useLeaveGuard(dirty);

  if (!user) return null;

  const days = query.data?.days ?? daysOfWeek(week);
  const storeName =
    pathDealershipId === undefined
      ? user.dealershipName
      : dealerships.data?.find((store) => store.id === pathDealershipId)?.name;
  const weekRange = dateFormat(fmt.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(
    new Date(`${week}T00:00:00Z`),
    new Date(`${daysOfWeek(week)[6] ?? week}T00:00:00Z`),
  );
  // Platform staff viewing a store "as admin" read its schedule, never change it (issue 13).
  const canEdit = (loaded?.canEdit ?? false) && viewAs === undefined;

  function goToWeek(next: string) {
    setNotice(null);
    const nextSearch = new URLSearchParams(search);
    if (next === thisWeek) nextSearch.delete('week');
    else nextSearch.set('week', next);
    setSearch(nextSearch);
  }

  function runCopy() {
    setConfirmCopy(false);
    copy.mutate(week, {
      onSuccess: (copied) => {
        discard();
        setNotice(hasAnyShift(copied) ? 'copied' : 'copiedEmpty');
      },
      onError: () => setNotice('copyFailed'),
    });
  }

  function onSave() {
    if (!dirty) return;
    save.mutate(changes, {
      onSuccess: () => {
        discard();
        setNotice('saved');
      },
    });
  }

  const people = query.data ? applyDraft(query.data, loaded ? draft : {}) : [];
  const changed = new Set(changes.map((cell) => cellKey(cell.userId, cell.day)));

  return (
    <ShiftTemplatesProvider value={query.data?.templates ?? NO_TEMPLATES}>
      <div className="space-y-5 print:space-y-3">
        <PageHeader
          eyebrow={storeName ?? t(`roles.${user.role}`)}
          title={t('schedule.title')}
          subtitle={t('schedule.weekOf', { range: weekRange })}
          actions={
            <>
              {canEdit ? (
                <button
                  type="button"
                  onClick={() =>
                    loaded && (hasAnyShift(loaded) || dirty) ? setConfirmCopy(true) : runCopy()
                  }
                  disabled={copy.isPending || save.isPending}
                  className={secondaryButton}
                >
                  <Copy className="size-4" aria-hidden="true" />
                  {copy.isPending ? t('schedule.copy.working') : t('schedule.copy.action')}
                </button>
              ) : null}
              <button type="button" onClick={() => window.print()} className={secondaryButton}>
                <Printer className="size-4" aria-hidden="true" />
                {t('schedule.print')}
              </button>
            </>
          }
        />

        <div className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 lg:flex-row lg:items-center lg:justify-between print:p-0 print:shadow-none print:ring-0">
          <WeekToolbar week={week} thisWeek={thisWeek} onChange={goToWeek} />
          <ShiftLegend />
        </div>

        <div role="status" className="empty:hidden">
          {notice ? <NoticeLine notice={notice} /> : null}
        </div>

        {query.data && !canEdit ? (
          <p className="flex items-start gap-2 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700 print:hidden">
            <Eye className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {t('schedule.readOnly')}
          </p>
        ) : canEdit ? (
          <p className="hidden text-xs text-slate-500 lg:block print:hidden">
            {t('schedule.keys')}
          </p>
        ) : null}

        {query.isPending ? (
          <GridSkeleton />
        ) : query.isError && !query.data ? (
          <LoadError
            message={t('schedule.error')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data.people.length === 0 ? (
          <EmptyState
            icon={Users}
            title={t('schedule.empty.title')}
            body={t('schedule.empty.body')}
          />
        ) : (
          <ScheduleGrid
            days={days}
            people={people}
            coverage={coverageOf(people, days)}
            changed={changed}
            canEdit={canEdit}
            busy={query.isPlaceholderData || save.isPending || copy.isPending}
            today={today}
            currentUserId={user.id}
            caption={t('schedule.grid.caption', { range: weekRange })}
            onSet={(userId, day, shift) => {
              const index = days.indexOf(day);
              const person = people.find((candidate) => candidate.userId === userId);
              if (person && (person.shifts[index] ?? null) !== shift) set(userId, day, shift);
            }}
            onUndo={undo}
          />
        )}

        {dirty || save.isError ? (
          <SaveBar
            label={t('schedule.save.region')}
            status={t('schedule.save.count', { count: changes.length })}
            problem={save.isError ? t('schedule.save.error') : null}
            hint={t('schedule.save.hint')}
            saveLabel={t('schedule.save.save')}
            saving={save.isPending}
            canSave={changes.length > 0}
            className="mt-4"
            actions={
              <button
                type="button"
                onClick={undo}
                disabled={!canUndo || save.isPending}
                aria-keyshortcuts="Control+Z"
                className={quietBarButton}
              >
                <Undo2 className="size-4" aria-hidden="true" />
                {t('schedule.save.undo')}
              </button>
            }
            onDiscard={() => {
              save.reset();
              discard();
            }}
            onSave={onSave}
          />
        ) : null}

        <ConfirmDialog
          open={confirmCopy}
          title={t('schedule.copy.confirmTitle')}
          description={
            dirty
              ? t('schedule.copy.confirmUnsaved', { count: changes.length })
              : t('schedule.copy.confirmBody')
          }
          confirmLabel={t('schedule.copy.confirm')}
          cancelLabel={t('schedule.cancel')}
          onConfirm={runCopy}
          onCancel={() => setConfirmCopy(false)}
        />
        <LeaveDialog
          guard={leaveGuard}
          description={t('schedule.leave.body', { count: changes.length })}
          onLeave={() => {
            discard();
            save.reset();
          }}
        />
      </div>
    </ShiftTemplatesProvider>
  );
}

function NoticeLine({ notice }: { notice: ScheduleNotice }) {
  const { t } = useTranslation();
  return (
    <Notice
      tone={notice === 'copyFailed' ? 'error' : notice === 'copiedEmpty' ? 'warning' : 'success'}
      className="print:hidden"
    >
      {t(`schedule.notices.${notice}`)}
    </Notice>
  );
}
