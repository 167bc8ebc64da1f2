import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { useLocalName } from '../../../lib/use-local-name';
import { categoryPath, subcategoryProductsPath } from '../utils/category-links';
import { MegaMenu, useCategoriesMessage, type CategoriesState } from './mega-menu';
import { GridIcon } from './nav-icons';

const trigger =
  'flex h-11 items-center gap-2 whitespace-nowrap bg-brand-600 px-4 text-sm font-bold tracking-wide text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white aria-expanded:bg-brand-700';

/** The CATEGORY button: a three-level menu (category → subcategory → items) opened by hover. */
export function CategoryMenu({ categories }: { categories: CategoriesState }) {
  const { t } = useTranslation();
  return (
    <MegaMenu label={t('navigation.mega.category')} icon={<GridIcon />} width="left" triggerClassName={trigger}>
      <CategoryPanel categories={categories} />
    </MegaMenu>
  );
}

const row = (active: boolean) =>
  `flex items-center justify-between gap-2 px-4 py-2 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 ${
    active
      ? 'bg-white font-semibold text-brand-600 dark:bg-slate-900 dark:text-brand-400'
      : 'text-slate-700 hover:text-brand-600 dark:text-slate-200 dark:hover:text-brand-400'
  }`;

function CategoryPanel({ categories }: { categories: CategoriesState }) {
  const { t } = useTranslation();
  const message = useCategoriesMessage(categories);
  const localName = useLocalName();
  const [categoryIndex, setCategoryIndex] = useState(0);
  const [subIndex, setSubIndex] = useState(0);
  if (message) return <div className="w-72">{message}</div>;

  const list = categories.data ?? [];
  const category = list[categoryIndex] ?? list[0];
  if (!category) return null;
  const sub = category.subcategories[subIndex] ?? category.subcategories[0];
  const chooseCategory = (index: number) => {
    setCategoryIndex(index);
    setSubIndex(0);
  };

  return (
    <div onKeyDown={moveBetweenRows} className="flex min-h-80 w-[54rem] max-w-[calc(100vw-2rem)] overflow-hidden rounded-b-lg">
      <ul data-column="0" className="w-56 shrink-0 bg-slate-50 py-2 dark:bg-slate-800/60">
        {list.map((item, index) => (
          <li key={item.id} data-active={index === categoryIndex || undefined}>
            <Link
              to={categoryPath(item.slug)}
              onPointerEnter={() => chooseCategory(index)}
              onFocus={() => chooseCategory(index)}
              className={row(index === categoryIndex)}
            >
              {localName(item.name, item.name_bn)}
              <ChevronRightIcon className="size-4 opacity-60" />
            </Link>
          </li>
        ))}
      </ul>
      <section aria-label={t('navigation.mega.subcategoriesOf', { name: localName(category.name, category.name_bn) })} className="w-60 shrink-0 border-r border-slate-200 py-2 dark:border-slate-700">
        <Link to={categoryPath(category.slug)} className="block px-4 py-2 text-xs font-semibold text-brand-600 hover:underline dark:text-brand-400">
          {t('navigation.mega.seeAll', { name: localName(category.name, category.name_bn) })}
        </Link>
        <ul data-column="1">
          {category.subcategories.map((item, index) => (
            <li key={item.id} data-active={item === sub || undefined}>
              <Link
                to={subcategoryProductsPath(item.slug)}
                onPointerEnter={() => setSubIndex(index)}
                onFocus={() => setSubIndex(index)}
                className={row(item === sub)}
              >
                {localName(item.name, item.name_bn)}
                {item.items.length > 0 && <ChevronRightIcon className="size-4 opacity-60" />}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {sub && (
        <section aria-label={t('navigation.mega.itemsOf', { name: localName(sub.name, sub.name_bn) })} className="flex-1 p-4">
          <p className="mb-3 text-sm font-bold">{localName(sub.name, sub.name_bn)}</p>
          <ul data-column="2" className="grid grid-cols-2 gap-2">
            {sub.items.map((item) => (
              <li key={item}>
                <Link
                  to={categoryPath(category.slug)}
                  className="block rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-300"
                >
                  {item}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Arrow keys: up and down within a column, right into the next level, left back to the parent. */
function moveBetweenRows(event: KeyboardEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a');
  const column = link?.closest<HTMLElement>('[data-column]');
  if (!link || !column) return;
  const panel = event.currentTarget;
  const level = Number(column.dataset.column);
  const links = [...column.querySelectorAll('a')];
  const at = links.indexOf(link);
  let next: HTMLAnchorElement | null | undefined;
  if (event.key === 'ArrowDown') next = links[(at + 1) % links.length];
  else if (event.key === 'ArrowUp') next = links[(at - 1 + links.length) % links.length];
  else if (event.key === 'ArrowRight') next = panel.querySelector<HTMLAnchorElement>(`[data-column="${level + 1}"] a`);
  else if (event.key === 'ArrowLeft') next = panel.querySelector<HTMLAnchorElement>(`[data-column="${level - 1}"] [data-active] a`);
  if (!next) return;
  event.preventDefault();
  next.focus();
}
