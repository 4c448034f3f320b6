import { describe, expect, it } from 'vitest';
import { formSearch, readFormView } from './form-params';

const DEAL = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const read = (search: string) => readFormView(new URLSearchParams(search), '2026-05');

describe('form views in the address', () => {
  it('is the list of forms without a known doc', () => {
    expect(read('')).toEqual({ doc: null });
    expect(read('doc=invoice')).toEqual({ doc: null });
  });

  it('reads a recap with or without its deal', () => {
    expect(read(`doc=recap&deal_id=${DEAL}`)).toEqual({ doc: 'recap', dealId: DEAL });
    expect(read('doc=recap')).toEqual({ doc: 'recap', dealId: null });
    expect(read('doc=recap&deal_id=../../etc')).toEqual({ doc: 'recap', dealId: null });
  });

  it('falls back to the current month on a missing or malformed month', () => {
    expect(read('doc=log&month=2026-02')).toEqual({ doc: 'log', month: '2026-02' });
    expect(read('doc=log')).toEqual({ doc: 'log', month: '2026-05' });
    expect(read('doc=log&month=2026-13')).toEqual({ doc: 'log', month: '2026-05' });
  });

  it('reads a pay statement: the person is optional (the caller)', () => {
    expect(read(`doc=pay&user_id=${DEAL.toUpperCase()}&month=2026-04`)).toEqual({
      doc: 'pay',
      userId: DEAL,
      month: '2026-04',
    });
    expect(read('doc=pay')).toEqual({ doc: 'pay', userId: null, month: '2026-05' });
  });

  it('writes back what it reads', () => {
    for (const search of [
      `doc=recap&deal_id=${DEAL}`,
      'doc=log&month=2026-02',
      `doc=pay&user_id=${DEAL}&month=2026-04`,
      'doc=pay&month=2026-04',
    ]) {
      expect(formSearch(read(search))).toBe(search);
    }
    expect(formSearch({ doc: null })).toBe('');
  });
});
