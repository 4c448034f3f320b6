import { LENDERS } from '@das/shared/deals';
import { describe, expect, it } from 'vitest';
import { exactChoice, filterChoices } from './filter-choices';

const lenders = LENDERS.map((name) => ({ value: name, label: name }));

describe('filterChoices', () => {
  it('keeps everything for an empty query', () => {
    expect(filterChoices(lenders, '  ')).toHaveLength(LENDERS.length);
  });

  it('puts labels that start with the text first, then word starts, then the rest', () => {
    const labels = (query: string) => filterChoices(lenders, query).map((choice) => choice.label);
    expect(labels('ca')).toEqual([
      'Capital One Auto Finance',
      'Bank of America',
      'Local credit union',
    ]);
    expect(labels('cr')).toEqual(['Credit Acceptance', 'Ford Credit', 'Local credit union']);
    expect(labels('motor')).toEqual(['Hyundai Motor Finance', 'Nissan Motor Acceptance']);
  });

  it('ignores case and accents', () => {
    const people = [{ value: '1', label: 'José Núñez' }];
    expect(filterChoices(people, 'nunez')).toHaveLength(1);
    expect(filterChoices(people, 'JOSE')).toHaveLength(1);
  });

  it('finds an exact label', () => {
    expect(exactChoice(lenders, ' chase auto ')?.value).toBe('Chase Auto');
    expect(exactChoice(lenders, 'chase')).toBeUndefined();
    expect(exactChoice(lenders, '')).toBeUndefined();
  });
});
