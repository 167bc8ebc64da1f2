import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { slugify, type Product } from '@shop/shared';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { useLocalName } from '../../../lib/use-local-name';

const linkClass = 'hover:text-brand-600 hover:underline dark:hover:text-brand-400';

type Props = { product: Pick<Product, 'name' | 'name_bn' | 'category' | 'category_bn' | 'subcategory' | 'subcategory_bn'> };

/** Home / Category / Subcategory / product name, in the shopper's language; the last is the current page. */
export function Breadcrumbs({ product }: Props) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const steps = [
    { to: '/', label: t('common.home') },
    // docs/product/catalog.md: the category link is /category/{name lower-cased}; slugs stay English.
    { to: `/category/${slugify(product.category)}`, label: localName(product.category, product.category_bn) },
    ...(product.subcategory
      ? [{ to: `/subcategory/${slugify(product.subcategory)}`, label: localName(product.subcategory, product.subcategory_bn) }]
      : []),
  ];
  return (
    <nav aria-label={t('common.breadcrumb')} className="text-sm text-slate-600 dark:text-slate-400">
      <ol className="flex flex-wrap items-center gap-1">
        {steps.map((step) => (
          <li key={step.to} className="flex items-center gap-1">
            <Link to={step.to} className={linkClass}>{step.label}</Link>
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
