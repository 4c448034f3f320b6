import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { primaryButton, secondaryButton } from './button-styles';
import { Dialog } from './dialog';
import { Field } from './field';
import { controlProps, useFieldIssues } from './field-issues';
import { FormAlert } from './form-alert';
import { toast } from './toast-store';

/**
 * A record's new name in a dialog: checked with the shared schema before it is
 * sent, the server's field issues shown beside the field, and a toast once saved.
 * The callers (a group's store, a platform tenant) say what is renamed and how.
 */
export function RenameDialog({
  title,
  label,
  current,
  schema,
  saving,
  rename,
  onClose,
  texts,
}: {
  title: string;
  label: string;
  current: string;
  schema: z.ZodType<{ name: string }>;
  saving: boolean;
  /** Saves the checked name; resolves with the toast's text, rejects with the server's answer. */
  rename: (name: string) => Promise<string>;
  onClose: () => void;
  texts: { cancel: string; save: string; failed: string };
}) {
  const id = useId();
  const [name, setName] = useState(current);
  const [failure, setFailure] = useState<string | null>(null);
  const issues = useFieldIssues();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const input = issues.check(schema, { name });
    if (!input) return;
    try {
      toast({ title: await rename(input.name) });
      onClose();
    } catch (error) {
      if (!issues.fromError(error)) setFailure(texts.failed);
    }
  }

  const error = issues.textOf('name');
  return (
    <Dialog open onClose={onClose} busy={saving} size="sm" title={title}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4 px-5 py-4 sm:px-6"
      >
        <Field id={`${id}-name`} label={label} error={error}>
          <input
            {...controlProps(`${id}-name`, error)}
            type="text"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
            data-autofocus
          />
        </Field>
        <FormAlert message={failure} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={secondaryButton}>
            {texts.cancel}
          </button>
          <button type="submit" disabled={saving} className={primaryButton}>
            {texts.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
