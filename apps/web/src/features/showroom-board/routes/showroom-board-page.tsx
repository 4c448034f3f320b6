import { Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { parseDealershipId } from '@das/shared/route-access';
import type { ShowroomBoard } from '@das/shared/schemas/showroom-board';
import { ApiError } from '@/lib/api-client';
import { getFormatters, type Formatters } from '@/lib/format';
import { useShowroomBoard, type BoardConnection } from '../api/get-board';
import { FeedPanel, ProductsPanel, SalespeoplePanel, ShiftPanel } from '../components/board-panels';
import { useBoardTheme, type THEMES } from '../components/board-theme';

type Colors = (typeof THEMES)[keyof typeof THEMES];

/**
 * Type sized by the screen, not the reader's settings: a TV across the room at
 * 1920×1080 or 1280×720 shows the whole board without scrolling (issue 14).
 */
const SCREEN_TYPE = { fontSize: 'clamp(13px, min(2.05vh, 1.2vw), 44px)' };

/** The device token travels after `#`: a fragment is never sent to a server or in a Referer. */
function tokenOfAddress(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('token');
}

/**
 * `/board/{dealershipId}#token=…`: the showroom board (ADR 028), outside the
 * signed-in shell, read with the link's device token and kept live by the
 * store's event stream.
 */
export function ShowroomBoardPage() {
  const { t } = useTranslation();
  const dealershipId = parseDealershipId(useParams().dealershipId);
  const token = tokenOfAddress();
  const theme = useBoardTheme();
  if (dealershipId === undefined || !token) {
    return (
      <BoardFrame theme={theme}>
        <BoardMessage colors={theme.colors} text={t('showroomBoard.incompleteLink')} />
      </BoardFrame>
    );
  }
  return <LiveBoard dealershipId={dealershipId} token={token} theme={theme} />;
}

function LiveBoard({
  dealershipId,
  token,
  theme,
}: {
  dealershipId: number;
  token: string;
  theme: ReturnType<typeof useBoardTheme>;
}) {
  const { t, i18n } = useTranslation();
  const { board, connection } = useShowroomBoard(dealershipId, token);
  const format = getFormatters(i18n.language, false);
  const refused =
    connection === 'refused' ||
    (board.error instanceof ApiError && (board.error.status === 401 || board.error.status === 403));
  return (
    <BoardFrame theme={theme} connection={connection} board={board.data} format={format}>
      {board.data && !refused ? (
        <BoardBody board={board.data} colors={theme.colors} format={format} />
      ) : (
        <BoardMessage
          colors={theme.colors}
          text={
            refused
              ? t('showroomBoard.refused')
              : board.isError
                ? t('showroomBoard.loadError')
                : t('showroomBoard.loading')
          }
        />
      )}
    </BoardFrame>
  );
}

function BoardFrame({
  theme,
  connection,
  board,
  format,
  children,
}: {
  theme: ReturnType<typeof useBoardTheme>;
  connection?: BoardConnection;
  board?: ShowroomBoard | undefined;
  format?: Formatters;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { colors } = theme;
  return (
    <div
      style={SCREEN_TYPE}
      className={`flex min-h-dvh flex-col gap-[0.8em] p-[1em] lg:h-dvh lg:overflow-hidden ${colors.page}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-[0.6em]">
        <div className="min-w-0">
          <h1 className="truncate text-[1.9em] font-bold">
            {board?.dealershipName ?? t('showroomBoard.title')}
          </h1>
          {board && format ? (
            <p className={`text-[1.05em] ${colors.muted}`}>
              {t('showroomBoard.subtitle', { date: format.date(board.today) })}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-[0.8em]">
          {connection ? (
            <p role="status" className="flex items-center gap-[0.4em] text-[1em]">
              <span
                aria-hidden="true"
                className={`inline-block size-[0.7em] rounded-full ${
                  connection === 'live' ? 'bg-emerald-400' : 'bg-amber-400'
                }`}
              />
              {t(`showroomBoard.connection.${connection}`)}
            </p>
          ) : null}
          <button
            type="button"
            onClick={theme.toggle}
            aria-pressed={theme.theme === 'light'}
            className={`inline-flex items-center gap-[0.4em] rounded-[0.5em] px-[0.7em] py-[0.35em] text-[0.95em] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 ${colors.button}`}
          >
            {theme.theme === 'dark' ? (
              <Sun className="size-[1em]" aria-hidden="true" />
            ) : (
              <Moon className="size-[1em]" aria-hidden="true" />
            )}
            {t('showroomBoard.lightTheme')}
          </button>
        </div>
      </header>
      <main className="flex min-h-0 flex-1 flex-col">{children}</main>
    </div>
  );
}

function BoardMessage({ colors, text }: { colors: Colors; text: string }) {
  return (
    <div className="flex flex-1 items-center justify-center">
      <p className={`max-w-[30em] text-center text-[1.6em] ${colors.muted}`}>{text}</p>
    </div>
  );
}

function Figure({
  label,
  value,
  detail,
  colors,
  valueClass,
}: {
  label: string;
  value: string;
  detail?: string | undefined;
  colors: Colors;
  valueClass?: string;
}) {
  return (
    <div className={`rounded-[0.8em] px-[0.9em] py-[0.6em] ${colors.card}`}>
      <p className={`text-[1.05em] ${colors.muted}`}>{label}</p>
      <p className={`text-[3em] leading-tight font-bold tabular-nums ${valueClass ?? ''}`}>
        {value}
      </p>
      {detail ? <p className={`text-[1em] ${colors.muted}`}>{detail}</p> : null}
    </div>
  );
}

function BoardBody({
  board,
  colors,
  format,
}: {
  board: ShowroomBoard;
  colors: Colors;
  format: Formatters;
}) {
  const { t } = useTranslation();
  const goal = board.goal;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-[0.8em]">
      <div className="grid grid-cols-2 gap-[0.8em] lg:grid-cols-4">
        <Figure
          label={t('showroomBoard.figures.today')}
          value={format.units(board.todayUnits)}
          detail={board.todayGross !== undefined ? format.money(board.todayGross) : undefined}
          colors={colors}
          valueClass={colors.accent}
        />
        <Figure
          label={t('showroomBoard.figures.month')}
          value={format.units(board.monthUnits)}
          detail={board.monthGross !== undefined ? format.money(board.monthGross) : undefined}
          colors={colors}
        />
        <Figure
          label={t('showroomBoard.figures.goal')}
          value={goal ? format.units(goal.target) : '—'}
          detail={
            goal
              ? t('showroomBoard.figures.expected', { units: format.units(goal.expected) })
              : t('showroomBoard.figures.noGoal')
          }
          colors={colors}
        />
        <Figure
          label={t('showroomBoard.figures.pace')}
          value={goal ? format.units(goal.projection) : format.units(board.monthUnits)}
          detail={goal ? t(`goalStatus.${goal.status}`) : undefined}
          colors={colors}
          valueClass={goal ? colors.status[goal.status] : ''}
        />
      </div>
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-[0.8em] lg:grid-cols-3 lg:grid-rows-2">
        <SalespeoplePanel board={board} colors={colors} format={format} className="lg:row-span-2" />
        <FeedPanel board={board} colors={colors} format={format} className="lg:col-span-2" />
        <ShiftPanel board={board} colors={colors} format={format} />
        <ProductsPanel board={board} colors={colors} format={format} />
      </div>
    </div>
  );
}
