import { IMPORT_FIELDS, type ImportField } from '@das/shared/deal-import';
import type { DealImportPreview } from '@das/shared/schemas/deal-import';
import { useTranslation } from 'react-i18next';
import { fieldControl } from '@/components/ui/button-styles';
import { Panel } from '@/components/ui/panel';
import { EDGE_CELL, EDGE_HEAD } from '@/components/ui/panel-table';
import { TableScroll } from '@/components/ui/table-scroll';
import { useFormatters } from '@/lib/format';

/** A field's name as the log-deal form shows it. */
export function useFieldLabel() {
  const { t } = useTranslation();
  return (field: string) =>
    field.startsWith('products.')
      ? t(`deals.products.${field.slice('products.'.length)}`)
      : t(`deals.fields.${field}`);
}

const selectClass = `${fieldControl} min-w-44 py-1.5`;

export function MappingPanel({
  preview,
  mapping,
  onChange,
}: {
  preview: DealImportPreview;
  mapping: (ImportField | null)[];
  onChange: (index: number, field: ImportField | null) => void;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  return (
    <Panel title={t('dealImport.mapping.title')} description={t('dealImport.mapping.description')}>
      <TableScroll label={t('dealImport.mapping.title')}>
        <table className="w-full text-sm" aria-label={t('dealImport.mapping.title')}>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className={EDGE_HEAD}>
                {t('dealImport.mapping.column')}
              </th>
              <th scope="col" className={EDGE_HEAD}>
                {t('dealImport.mapping.field')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {preview.columns.map((column) => {
              const id = `import-column-${column.index}`;
              const value = mapping[column.index] ?? null;
              return (
                <tr key={column.index}>
                  <td className={`${EDGE_CELL} py-2`}>
                    <label htmlFor={id} className="text-ink-900">
                      <span className="mr-2 font-mono text-slate-600">{column.letter}</span>
                      {column.header || '—'}
                    </label>
                  </td>
                  <td className={`${EDGE_CELL} py-2`}>
                    <select
                      id={id}
                      className={selectClass}
                      value={value ?? ''}
                      onChange={(event) =>
                        onChange(column.index, (event.target.value || null) as ImportField | null)
                      }
                    >
                      <option value="">{t('dealImport.mapping.none')}</option>
                      {IMPORT_FIELDS.map((field) => (
                        <option
                          key={field}
                          value={field}
                          disabled={field !== value && mapping.includes(field)}
                        >
                          {label(field)}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </Panel>
  );
}

/** A chosen person: an id, '' to leave the field empty; undefined keeps the server's match. */
export type PersonChoices = Record<string, string | undefined>;

export function NamesPanel({
  preview,
  choices,
  onChange,
}: {
  preview: DealImportPreview;
  choices: PersonChoices;
  onChange: (name: string, value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  if (preview.names.length === 0) return null;
  return (
    <Panel title={t('dealImport.names.title')} description={t('dealImport.names.description')}>
      <ul className="divide-y divide-slate-100">
        {preview.names.map((name, index) => {
          const id = `import-name-${index}`;
          const choice = choices[name.name];
          const value =
            choice !== undefined
              ? choice
              : name.chosen
                ? (name.user_id ?? '')
                : (name.user_id ?? '#');
          const unmatched = value === '#';
          return (
            <li key={name.name} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <label htmlFor={id} className="font-medium text-ink-900">
                  {name.name}
                </label>
                <p className="text-xs text-slate-600">
                  {t('dealImport.names.rows', { n: name.rows })}
                  {unmatched ? ` · ${t('dealImport.names.unmatched')}` : ''}
                </p>
              </div>
              <select
                id={id}
                className={selectClass}
                aria-invalid={unmatched || undefined}
                value={value}
                onChange={(event) =>
                  onChange(name.name, event.target.value === '#' ? undefined : event.target.value)
                }
              >
                {unmatched ? <option value="#">{t('dealImport.names.choose')}</option> : null}
                {preview.staff.map((person) => (
                  <option key={person.user_id} value={person.user_id}>
                    {person.name} · {t(`roles.${person.role}`)}
                  </option>
                ))}
                <option value="">{t('dealImport.names.leaveEmpty')}</option>
              </select>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

export function ProblemsPanel({ preview }: { preview: DealImportPreview }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const text = (problem: DealImportPreview['problems'][number]) => {
    const values = Object.fromEntries(
      Object.entries(problem.params).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.join(', ') : value,
      ]),
    );
    // The log-deal form's own words for a VIN that is not eight digits.
    if (problem.field === 'vin_last8' && problem.code === 'invalid_format')
      return t('deals.validation.vinFormat');
    const own = ['not_a_day', 'unknown_person', 'not_a_number'].includes(problem.code);
    return t(own ? `dealImport.issues.${problem.code}` : `validation.${problem.code}`, values);
  };
  const more = preview.problem_count - preview.problems.length;
  return (
    <Panel
      title={t('dealImport.problems.title', { n: preview.problem_count })}
      description={preview.problem_count === 0 ? t('dealImport.problems.none') : undefined}
    >
      {preview.problem_count > 0 ? (
        <TableScroll label={t('dealImport.problems.title', { n: preview.problem_count })}>
          <table
            className="w-full text-sm"
            aria-label={t('dealImport.problems.title', { n: preview.problem_count })}
          >
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className={EDGE_HEAD}>
                  {t('dealImport.problems.row')}
                </th>
                <th scope="col" className={EDGE_HEAD}>
                  {t('dealImport.problems.column')}
                </th>
                <th scope="col" className={EDGE_HEAD}>
                  {t('dealImport.problems.problem')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {preview.problems.map((problem, index) => {
                const column = problem.column === null ? null : preview.columns[problem.column];
                return (
                  <tr key={index}>
                    <td className={`${EDGE_CELL} py-2 tabular-nums`}>{problem.row}</td>
                    <td className={`${EDGE_CELL} py-2`}>
                      {column ? `${column.letter} · ${column.header}` : '—'}
                    </td>
                    <td className={`${EDGE_CELL} py-2`}>
                      <span className="font-medium text-ink-900">{label(problem.field)}</span>:{' '}
                      {text(problem)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {more > 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('dealImport.problems.more', { n: more })}</p>
      ) : null}
    </Panel>
  );
}

export function DuplicatesPanel({
  preview,
  choice,
  onChange,
}: {
  preview: DealImportPreview;
  choice: 'skip' | 'import';
  onChange: (choice: 'skip' | 'import') => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  if (preview.counts.duplicates === 0) return null;
  return (
    <Panel
      title={t('dealImport.duplicates.title', { n: preview.counts.duplicates })}
      description={t('dealImport.duplicates.description')}
    >
      <ul className="space-y-1 text-sm">
        {preview.duplicates.map((duplicate) => (
          <li key={duplicate.row}>
            <span className="tabular-nums">
              {t('dealImport.problems.row')} {duplicate.row}
            </span>
            {' · '}
            {duplicate.reason === 'deal_number'
              ? t('dealImport.duplicates.number', { number: duplicate.deal_number })
              : t('dealImport.duplicates.stock', {
                  stock: duplicate.stock_number,
                  date: fmt.date(duplicate.deal_date),
                })}
            {' · '}
            {t(`dealImport.duplicates.${duplicate.of}`)}
          </li>
        ))}
      </ul>
      <fieldset className="mt-4 space-y-2 text-sm">
        <legend className="font-medium text-ink-900">{t('dealImport.duplicates.choice')}</legend>
        {(['skip', 'import'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2.5">
            <input
              type="radio"
              name="duplicates"
              value={value}
              checked={choice === value}
              onChange={() => onChange(value)}
              className="size-4 accent-ink-900"
            />
            {t(`dealImport.duplicates.${value}`)}
          </label>
        ))}
      </fieldset>
    </Panel>
  );
}

export function PreviewPanel({ preview }: { preview: DealImportPreview }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const heads = [
    t('dealImport.problems.row'),
    t('deals.fields.deal_number'),
    t('deals.fields.deal_date'),
    t('deals.fields.stock_number'),
    t('deals.fields.customer_last_name'),
    t('deals.fields.deal_type'),
    t('deals.fields.salesperson_id'),
    t('deals.fields.fi_manager_id'),
    t('deals.fields.front_end_gross'),
    t('dealImport.preview.back'),
    t('deals.fields.status'),
  ];
  const money = (value: number | null) => (value === null ? '—' : fmt.moneyExact(value));
  return (
    <Panel title={t('dealImport.preview.title')}>
      <TableScroll label={t('dealImport.preview.title')}>
        <table
          className="w-full text-sm whitespace-nowrap"
          aria-label={t('dealImport.preview.title')}
        >
          <thead className="text-slate-600">
            <tr>
              {heads.map((head) => (
                <th key={head} scope="col" className={EDGE_HEAD}>
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {preview.preview.map((row) => (
              <tr key={row.row} className={row.ok ? '' : 'bg-rose-50'}>
                <td className={`${EDGE_CELL} py-2 tabular-nums`}>
                  {row.row}
                  {!row.ok ? (
                    <span className="sr-only"> {t('dealImport.preview.problem')}</span>
                  ) : null}
                  {row.duplicate ? ` · ${t('dealImport.preview.duplicate')}` : ''}
                </td>
                <td className={`${EDGE_CELL} py-2`}>
                  {row.deal_number ?? t('dealImport.preview.new')}
                </td>
                <td className={`${EDGE_CELL} py-2`}>
                  {row.deal_date ? fmt.date(row.deal_date) : '—'}
                </td>
                <td className={`${EDGE_CELL} py-2`}>{row.stock_number ?? '—'}</td>
                <td className={`${EDGE_CELL} py-2`}>{row.customer_last_name ?? '—'}</td>
                <td className={`${EDGE_CELL} py-2`}>{row.deal_type ?? '—'}</td>
                <td className={`${EDGE_CELL} py-2`}>{row.salesperson ?? '—'}</td>
                <td className={`${EDGE_CELL} py-2`}>{row.fi_manager ?? '—'}</td>
                <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>
                  {money(row.front_end_gross)}
                </td>
                <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>
                  {money(row.back_end_gross)}
                </td>
                <td className={`${EDGE_CELL} py-2`}>{row.status ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Panel>
  );
}
