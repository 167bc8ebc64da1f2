import { buttonClass } from '../../components/ui/button';

interface Props {
  page: number;
  limit: number;
  total: number;
  /** 'Page 2 of 5 · 43 proofs', worded by the screen. */
  label: (page: number, pages: number) => string;
  previousLabel: string;
  nextLabel: string;
  onPage: (page: number) => void;
}

/** Previous and next under a back-office queue, with where one is; nothing when everything fits on one page. */
export function Pager({ page, limit, total, label, previousLabel, nextLabel, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label(page, pages)} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>{label(page, pages)}</p>
      <div className="flex gap-2">
        <button type="button" className={buttonClass('secondary')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {previousLabel}
        </button>
        <button type="button" className={buttonClass('secondary')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {nextLabel}
        </button>
      </div>
    </nav>
  );
}
