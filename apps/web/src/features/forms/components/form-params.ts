/**
 * Which document the forms page shows, read from and written to the address,
 * so a document can be linked and reloaded:
 * `?doc=recap&deal_id=…`, `?doc=log&month=YYYY-MM`, `?doc=pay&user_id=…&month=YYYY-MM`.
 */
export const FORM_DOCS = ['recap', 'log', 'pay'] as const;
export type FormDoc = (typeof FORM_DOCS)[number];

export type FormView =
  | { doc: null }
  | { doc: 'recap'; dealId: string | null }
  | { doc: 'log'; month: string }
  | { doc: 'pay'; userId: string | null; month: string };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readFormView(params: URLSearchParams, currentMonth: string): FormView {
  const doc = params.get('doc');
  const month = params.get('month');
  const validMonth = month !== null && MONTH.test(month) ? month : currentMonth;
  const id = (name: string) => {
    const value = params.get(name);
    return value !== null && UUID.test(value) ? value.toLowerCase() : null;
  };
  switch (doc) {
    case 'recap':
      return { doc, dealId: id('deal_id') };
    case 'log':
      return { doc, month: validMonth };
    case 'pay':
      return { doc, userId: id('user_id'), month: validMonth };
    default:
      return { doc: null };
  }
}

/** The search string of a view (without the leading `?`); an empty view is the list of forms. */
export function formSearch(view: FormView): string {
  const params = new URLSearchParams();
  if (view.doc === null) return '';
  params.set('doc', view.doc);
  if (view.doc === 'recap' && view.dealId) params.set('deal_id', view.dealId);
  if (view.doc === 'log') params.set('month', view.month);
  if (view.doc === 'pay') {
    if (view.userId) params.set('user_id', view.userId);
    params.set('month', view.month);
  }
  return params.toString();
}
