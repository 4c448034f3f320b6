import { get, type FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { IssueText } from '@/lib/field-issues';
import { fieldPaths, issueOfError } from '@/lib/form-resolver';
import {
  goalChanges,
  goalFieldOf,
  goalFormValues,
  goalIssueText,
  goalsFormResolver,
  type GoalFormValues,
} from './goals-form';
import { ANN, BO, rows } from './goal-rows.fixture';

function typed(targets: GoalFormValues['targets']): GoalFormValues {
  const values = goalFormValues(rows);
  return { targets: { ...values.targets, ...targets } };
}

/** What the form's resolver says: the request it would send, or each input's wording. */
async function check(values: GoalFormValues) {
  const result = await goalsFormResolver(rows, '2026-11')(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const problems: Record<string, IssueText> = {};
  for (const path of fieldPaths(values)) {
    const issue = issueOfError(get(result.errors, path) as FieldError | undefined);
    if (issue) problems[path] = goalIssueText(issue);
  }
  return { request: result.values, problems };
}

describe('the goals form (the server schema)', () => {
  it('sends only the rows that changed, with money as typed', async () => {
    const { request, problems } = await check(
      typed({
        store: { units: '100', gross: '$450,000' },
        [ANN]: { units: '12', gross: '' },
        [BO]: { units: '9.5', gross: '' },
      }),
    );
    expect(problems).toEqual({});
    expect(request).toEqual({
      month: '2026-11',
      goals: [
        { userId: null, unitTarget: 100, grossTarget: 450_000 },
        { userId: BO, unitTarget: 9.5, grossTarget: null },
      ],
    });
  });

  it('leaves untouched rows and an empty new row alone', () => {
    expect(goalChanges(rows, typed({ [BO]: { units: '', gross: '' } })).goals).toEqual([]);
    expect(goalChanges(rows, goalFormValues(rows)).goals).toEqual([]);
  });

  it("words what is wrong, beside the row's own input", async () => {
    const { problems } = await check(
      typed({
        store: { units: '', gross: '1' },
        [ANN]: { units: '20000', gross: '-3' },
        [BO]: { units: 'ten', gross: '500' },
      }),
    );
    expect(problems).toEqual({
      'targets.store.units': { key: 'goals.errors.required' },
      [`targets.${ANN}.units`]: { key: 'goals.errors.tooLarge', values: { limit: 10_000 } },
      [`targets.${ANN}.gross`]: { key: 'goals.errors.negative' },
      [`targets.${BO}.units`]: { key: 'goals.errors.notANumber' },
    });
  });

  it('places a server issue of the nth sent goal on its row', () => {
    const values = typed({ [BO]: { units: '4', gross: '' } });
    expect(goalFieldOf(rows, 'goals.0.grossTarget', values)).toBe(`targets.${BO}.gross`);
    expect(goalFieldOf(rows, 'goals', values)).toBe('goals');
  });
});
