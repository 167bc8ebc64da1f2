import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SMALL_BUTTON } from './controls';

export interface RowAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

/**
 * A row's less common actions behind one button (named after the row, 'Actions for Dhaka Hub'): a menu that opens
 * on its first item, moves with the arrow keys, Home and End, and closes with Escape, a choice or a click elsewhere,
 * focus going back to the button.
 */
export function RowActions({ label, buttonText, actions }: { label: string; buttonText: string; actions: readonly RowAction[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const keys = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
    } else if (to !== undefined && all.length > 0) {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    }
  };

  return (
    <div className="relative inline-block">
      <button ref={button} type="button" className={SMALL_BUTTON} aria-label={label} aria-haspopup="menu" aria-expanded={open} aria-controls={open ? menuId : undefined} onClick={() => setOpen(!open)}>
        {buttonText}
      </button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-label={label} onKeyDown={keys} className="absolute right-0 z-10 mt-1 min-w-40 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          {actions.map((action) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                disabled={action.disabled}
                tabIndex={-1}
                className="block w-full px-3 py-2 text-left text-sm whitespace-nowrap text-slate-800 hover:bg-slate-50 focus:bg-slate-100 focus:outline-none disabled:opacity-60"
                onClick={() => {
                  close();
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
