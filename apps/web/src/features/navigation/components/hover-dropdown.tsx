import type { ReactNode } from 'react';
import { useHoverMenu, type HoverMenuOptions, type TriggerProps } from '../hooks/use-hover-menu';

interface Props extends HoverMenuOptions {
  /** Renders the trigger (a button, or a link with `triggerIsLink`) with the behaviour's props. */
  trigger: (props: TriggerProps, open: boolean) => ReactNode;
  children: ReactNode;
  className?: string;
  panelClassName?: string;
}

/** Common look of a header dropdown's panel: a card under its trigger. */
export const panelCard =
  'z-50 rounded-lg border border-slate-200 bg-white text-base font-normal text-slate-800 shadow-xl ring-1 ring-black/5 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/** A trigger and its panel with the hover, tap and keyboard behaviour of `useHoverMenu`. */
export function HoverDropdown({ trigger, children, className = 'relative', panelClassName = '', ...options }: Props) {
  const menu = useHoverMenu(options);
  return (
    <div {...menu.rootProps} className={className}>
      {trigger(menu.triggerProps, menu.open)}
      {menu.open && (
        <div {...menu.panelProps} className={panelClassName}>
          {children}
        </div>
      )}
    </div>
  );
}
