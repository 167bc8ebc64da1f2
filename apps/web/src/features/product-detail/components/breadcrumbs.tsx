import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@shop/shared';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { useLocalName } from '../../../lib/use-local-name';
import { productTrail } from '../utils/trail';

const linkClass = 'hover:text-brand-600 hover:underline dark:hover:text-brand-400';

type Props = { product: Pick<Product, 'name' | 'name_bn' | 'category' | 'category_bn' | 'subcategory' | 'subcategory_bn'> };

/** Home / Category / Subcategory / product name, in the shopper's language; the last is the current page. */
export function Breadcrumbs({ product }: Props) {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  return (
    <nav aria-label={t('common.breadcrumb')} className="text-sm text-slate-600 dark:text-slate-400">
      <ol className="flex flex-wrap items-center gap-1">
        {productTrail(product, t, i18n.language).map((step) => (
          <li key={step.path} className="flex items-center gap-1">
            <Link to={step.path} className={linkClass}>{step.name}</Link>
            <ChevronRightIcon className="size-3.5" />
          </li>
        ))}
        <li aria-current="page" className="min-w-0 truncate font-medium text-slate-900 dark:text-slate-100">
          {localName(product.name, product.name_bn)}
        </li>
      </ol>
    </nav>
  );
}
