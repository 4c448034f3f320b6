import { Spinner } from './notice';

/** A page-sized "please wait" line, announced politely. */
export function WorkingStatus({ message }: { message: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-8 text-center">
      <Spinner className="size-8 text-brand-600" />
      <p className="text-base font-medium text-slate-800">{message}</p>
    </div>
  );
}
