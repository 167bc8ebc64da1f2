import { useId, type FormEvent } from 'react';
import { buttonClass } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { SELECT } from './controls';

interface StatusSearchBarProps<S extends string> {
  status: { label: string; value: S | ''; options: readonly { value: S | ''; label: string }[]; onChange: (status: S | '') => void };
  search: { label: string; hint: string; button: string; value: string | undefined; onSearch: (q: string | undefined) => void };
}

/**
 * The bar above a back-office list that is read by status and searched by words (payments, messages): a status
 * select that shows at once, and a search form sent with Enter or its button. The words are trimmed; none clears.
 */
export function StatusSearchBar<S extends string>({ status, search }: StatusSearchBarProps<S>) {
  const statusId = useId();
  const searchFor = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    search.onSearch(q || undefined);
  };
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="mb-5 flex flex-col gap-1">
        <label htmlFor={statusId} className="text-sm font-medium text-slate-700">
          {status.label}
        </label>
        <select id={statusId} className={SELECT} value={status.value} onChange={(event) => status.onChange(event.target.value as S | '')}>
          {status.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <form role="search" onSubmit={searchFor} className="flex flex-wrap items-end gap-2">
        <TextField key={search.value ?? ''} name="q" type="search" label={search.label} hint={search.hint} defaultValue={search.value ?? ''} className="w-80 max-w-full" maxLength={60} />
        <button type="submit" className={`${buttonClass('secondary')} mb-5`}>
          {search.button}
        </button>
      </form>
    </div>
  );
}
