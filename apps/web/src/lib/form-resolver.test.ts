import { fieldIssue } from '@das/shared/validation';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  errorOfIssue,
  issueOfError,
  placeServerIssues,
  sharedSchemaResolver,
} from './form-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

/** A form whose list is typed in one box, as the sign-up's brands. */
interface Values {
  name: string;
  tags: string;
}
const schema = z
  .object({ name: z.string(), tags: z.string() })
  .transform((values) => ({ name: values.name, tags: values.tags.split(',') }))
  .pipe(z.object({ name: z.string().min(1), tags: z.array(z.string().max(3)) }));

const codes = (errors: FieldErrors<Values>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      issueOfError(error as FieldError)?.code,
    ]),
  );

describe('sharedSchemaResolver', () => {
  it('gives the request, or each field its code', async () => {
    const resolve = sharedSchemaResolver(schema);
    expect(await resolve({ name: 'Ann', tags: 'a,b' }, undefined, options)).toEqual({
      values: { name: 'Ann', tags: ['a', 'b'] },
      errors: {},
    });
    const refused = await resolve({ name: '', tags: 'a' }, undefined, options);
    expect(codes(refused.errors)).toEqual({ name: 'required' });
  });

  it('places a problem of the request on the form field that shows it', async () => {
    const resolve = sharedSchemaResolver(schema, {
      fieldOf: (path) => (path.startsWith('tags.') ? 'tags' : path),
    });
    const refused = await resolve({ name: 'Ann', tags: 'a,long,longer' }, undefined, options);
    expect(codes(refused.errors)).toEqual({ tags: 'too_long' });
    expect(issueOfError(refused.errors.tags as FieldError)?.params).toEqual({ maximum: 3 });
  });

  it('adds the shared rules beside the schema, the schema first on a field', async () => {
    const resolve = sharedSchemaResolver(schema, {
      rules: (values) => [
        fieldIssue('name', 'invalid_characters'),
        ...(values.tags.includes('<') ? [fieldIssue('tags', 'invalid_characters')] : []),
      ],
    });
    const refused = await resolve({ name: '', tags: '<' }, undefined, options);
    expect(refused.values).toEqual({});
    expect(codes(refused.errors)).toEqual({ name: 'required', tags: 'invalid_characters' });
  });
});

describe('placeServerIssues', () => {
  it('puts the first issue of each field on it, focuses the first field, returns the rest', () => {
    const setError = vi.fn();
    const other = placeServerIssues(
      setError,
      [
        fieldIssue('lastName', 'too_long', { maximum: 50 }),
        fieldIssue('firstName', 'required'),
        fieldIssue('firstName', 'too_long', { maximum: 50 }),
        fieldIssue('dealership_id', 'not_staff'),
      ],
      ['firstName', 'lastName'],
    );
    expect(setError.mock.calls).toEqual([
      ['firstName', errorOfIssue({ code: 'required', params: {} }), { shouldFocus: true }],
      [
        'lastName',
        errorOfIssue({ code: 'too_long', params: { maximum: 50 } }),
        { shouldFocus: false },
      ],
    ]);
    expect(other.map((issue) => issue.field)).toEqual(['dealership_id']);
  });
});
