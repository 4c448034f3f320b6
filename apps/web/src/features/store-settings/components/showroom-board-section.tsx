import { BOARD_LINK_LABEL_MAX } from '@das/shared/schemas/showroom-board';
import { Copy, Tv } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldControl,
  primaryButton,
  quietDangerButton,
  secondaryButton,
} from '@/components/ui/button-styles';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Panel } from '@/components/ui/panel';
import { getFormatters } from '@/lib/format';
import { paths } from '@/lib/paths';
import {
  useBoardLinks,
  useCreateBoardLink,
  useRevokeBoardLink,
  useSaveBoardSettings,
} from '../api/board-links';
import { PanelTitle } from './panel-title';

/**
 * The store's showroom-board links (ADR 028): hand one out for a TV, copy its
 * address (shown this once: only its hash is kept), revoke it, and choose
 * whether the board shows gross.
 */
export function ShowroomBoardSection({ dealershipId }: { dealershipId: number }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const links = useBoardLinks(dealershipId);
  const create = useCreateBoardLink(dealershipId);
  const revoke = useRevokeBoardLink(dealershipId);
  const settings = useSaveBoardSettings(dealershipId);
  const [label, setLabel] = useState('');
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<{ id: string; label: string } | null>(null);
  const format = getFormatters(i18n.language, false);
  const when = (iso: string) => format.date(iso.slice(0, 10));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = label.trim();
    if (!trimmed) return;
    create.mutate(trimmed, {
      onSuccess: ({ token }) => {
        setShownUrl(`${window.location.origin}${paths.showroomBoard.getHref(dealershipId, token)}`);
        setCopied(false);
        setLabel('');
      },
    });
  };

  const copy = async () => {
    if (!shownUrl) return;
    await navigator.clipboard.writeText(shownUrl);
    setCopied(true);
  };

  return (
    <Panel
      title={<PanelTitle icon={Tv}>{t('showroomBoard.links.title')}</PanelTitle>}
      description={t('showroomBoard.links.description')}
    >
      <div className="space-y-5">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <Field id={labelId} label={t('showroomBoard.links.label')} className="min-w-56 flex-1">
            <input
              id={labelId}
              value={label}
              maxLength={BOARD_LINK_LABEL_MAX}
              required
              placeholder={t('showroomBoard.links.labelPlaceholder')}
              onChange={(event) => setLabel(event.target.value)}
              className={fieldControl}
            />
          </Field>
          <button type="submit" className={primaryButton} disabled={create.isPending}>
            {create.isPending ? t('showroomBoard.links.creating') : t('showroomBoard.links.create')}
          </button>
        </form>
        <FormAlert message={create.isError ? t('showroomBoard.links.createError') : null} />

        {shownUrl ? (
          <div
            role="status"
            className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
          >
            <p className="font-semibold">{t('showroomBoard.links.onceTitle')}</p>
            <p className="mt-1">{t('showroomBoard.links.onceText')}</p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <output
                aria-label={t('showroomBoard.links.url')}
                className="min-w-0 flex-1 rounded-lg bg-white px-3 py-2 font-mono text-xs break-all ring-1 ring-amber-200"
              >
                {shownUrl}
              </output>
              <button type="button" className={secondaryButton} onClick={() => void copy()}>
                <Copy className="size-4" aria-hidden="true" />
                {copied ? t('showroomBoard.links.copied') : t('showroomBoard.links.copy')}
              </button>
            </div>
          </div>
        ) : null}

        {links.data && links.data.links.length > 0 ? (
          <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
            {links.data.links.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink-900">{link.label}</p>
                  <p className="text-xs text-slate-600">
                    {t('showroomBoard.links.created', {
                      date: when(link.createdAt),
                      name: link.createdBy ?? '—',
                    })}{' '}
                    ·{' '}
                    {link.lastSeenAt
                      ? t('showroomBoard.links.lastSeen', { date: when(link.lastSeenAt) })
                      : t('showroomBoard.links.neverSeen')}
                  </p>
                </div>
                <button
                  type="button"
                  className={quietDangerButton}
                  aria-label={t('showroomBoard.links.revokeNamed', { label: link.label })}
                  onClick={() => setRevoking({ id: link.id, label: link.label })}
                >
                  {t('showroomBoard.links.revoke')}
                </button>
              </li>
            ))}
          </ul>
        ) : links.data ? (
          <p className="text-sm text-slate-600">{t('showroomBoard.links.none')}</p>
        ) : null}

        {links.data ? (
          <Checkbox
            label={t('showroomBoard.links.showGross')}
            checked={links.data.showGross}
            disabled={settings.isPending}
            onChange={(event) => settings.mutate(event.target.checked)}
          />
        ) : null}
      </div>
      <ConfirmDialog
        open={revoking !== null}
        tone="danger"
        title={t('showroomBoard.links.revokeTitle')}
        description={t('showroomBoard.links.revokeText', { label: revoking?.label ?? '' })}
        confirmLabel={t('showroomBoard.links.revoke')}
        cancelLabel={t('showroomBoard.links.cancel')}
        working={revoke.isPending}
        error={revoke.isError ? t('showroomBoard.links.revokeError') : undefined}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              setShownUrl(null);
            },
          })
        }
      />
    </Panel>
  );
}
