import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalName } from '../../../lib/use-local-name';
import { categoryPath, subcategoryProductsPath } from '../utils/category-links';
import { useCategoriesMessage, type CategoriesState } from './mega-menu';
import { ChevronDownIcon } from './nav-icons';

interface Props {
  categories: CategoriesState;
  onNavigate?: () => void;
}

const toggle =
  'flex w-full items-center justify-between gap-2 rounded-md px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 hover:bg-slate-100 dark:hover:bg-slate-800';
const leaf =
  'block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-brand-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-brand-400';
// "All of Men": a link to the whole level, in the link colour (not the leaves' grey).
const allLink =
  'block rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-100 hover:underline dark:text-brand-300 dark:hover:bg-slate-800';

/** The phone's category menu: an accordion of three levels (category, subcategory, items). */
export function CategoryAccordion({ categories, onNavigate }: Props) {
  const { t } = useTranslation();
  const baseId = useId();
  const message = useCategoriesMessage(categories);
  const localName = useLocalName();
  const [openCategory, setOpenCategory] = useState<number | null>(null);
  const [openSub, setOpenSub] = useState<number | null>(null);
  if (message) return message;

  return (
    <ul className="flex flex-col">
      {categories.data?.map((category) => {
        const expanded = openCategory === category.id;
        const panelId = `${baseId}c${category.id}`;
        return (
          <li key={category.id}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={expanded ? panelId : undefined}
              onClick={() => {
                setOpenCategory(expanded ? null : category.id);
                setOpenSub(null);
              }}
              className={`${toggle} font-medium`}
            >
              {localName(category.name, category.name_bn)}
              <ChevronDownIcon className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
            </button>
            {expanded && (
              <ul id={panelId} className="ml-3 border-l border-slate-200 pl-2 dark:border-slate-700">
                <li>
                  <Link to={categoryPath(category.slug)} onClick={onNavigate} className={allLink}>
                    {t('navigation.mobile.allIn', { name: localName(category.name, category.name_bn) })}
                  </Link>
                </li>
                {category.subcategories.map((sub) => {
                  const subExpanded = openSub === sub.id;
                  const subPanelId = `${baseId}s${sub.id}`;
                  return (
                    <li key={sub.id}>
                      <button
                        type="button"
                        aria-expanded={subExpanded}
                        aria-controls={subExpanded ? subPanelId : undefined}
                        onClick={() => setOpenSub(subExpanded ? null : sub.id)}
                        className={`${toggle} text-sm`}
                      >
                        {localName(sub.name, sub.name_bn)}
                        <ChevronDownIcon className={`size-4 transition-transform ${subExpanded ? 'rotate-180' : ''}`} />
                      </button>
                      {subExpanded && (
                        <ul id={subPanelId} className="ml-3 border-l border-slate-200 pl-2 dark:border-slate-700">
                          <li>
                            <Link to={subcategoryProductsPath(sub.slug)} onClick={onNavigate} className={allLink}>
                              {t('navigation.mobile.allIn', { name: localName(sub.name, sub.name_bn) })}
                            </Link>
                          </li>
                          {sub.items.map((item) => (
                            <li key={item}>
                              <Link to={categoryPath(category.slug)} onClick={onNavigate} className={leaf}>
                                {item}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
