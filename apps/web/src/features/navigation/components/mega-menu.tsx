import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@shop/shared';
import { MEGA_MENU_CLOSE_DELAY } from '../utils/category-links';
import { HoverDropdown } from './hover-dropdown';
import { ChevronDownIcon } from './nav-icons';

/** The categories as the app hands them to the menus (the catalogue's query result fits). */
export interface CategoriesState {
  data: Category[] | undefined;
  isPending: boolean;
  isError: boolean;
}

interface Props {
  label: string;
  icon?: ReactNode;
  children: ReactNode;
  /** 'full': a panel across the whole bar; 'left': a panel under the trigger. */
  width?: 'full' | 'left';
  triggerClassName?: string;
}

const trigger =
  'flex h-11 items-center gap-1.5 whitespace-nowrap px-3 text-sm font-medium text-slate-700 transition-colors hover:text-brand-600 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 aria-expanded:text-brand-600 dark:text-slate-200 dark:hover:text-brand-400 dark:aria-expanded:text-brand-400';

/** One entry of the category bar: opens on hover and closes 500 ms after the pointer leaves. */
export function MegaMenu({ label, icon, children, width = 'full', triggerClassName = trigger }: Props) {
  return (
    <HoverDropdown
      closeDelay={MEGA_MENU_CLOSE_DELAY}
      className={width === 'full' ? 'static' : 'relative'}
      panelClassName={`absolute top-full z-30 border border-slate-200 bg-white text-slate-800 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${
        width === 'full' ? 'inset-x-0 border-x-0' : 'left-0 rounded-b-lg'
      }`}
      trigger={(props, open) => (
        <button type="button" {...props} className={triggerClassName}>
          {icon}
          {label}
          <ChevronDownIcon className={`size-3.5 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
        </button>
      )}
    >
      {children}
    </HoverDropdown>
  );
}

/** Loading, failure and empty states of a category menu; null once there is something to show. */
export function useCategoriesMessage({ data, isPending, isError }: CategoriesState): ReactNode {
  const { t } = useTranslation();
  if (isError) return <MenuMessage alert>{t('navigation.mega.categoriesError')}</MenuMessage>;
  if (isPending) return <MenuMessage>{t('navigation.mega.loading')}</MenuMessage>;
  if (!data || data.length === 0) return <MenuMessage>{t('navigation.mega.categoriesEmpty')}</MenuMessage>;
  return null;
}

export function MenuMessage({ children, alert = false }: { children: ReactNode; alert?: boolean }) {
  return (
    <p role={alert ? 'alert' : 'status'} className="px-4 py-6 text-sm text-slate-600 dark:text-slate-400">
      {children}
    </p>
  );
}
