import { useTranslation } from 'react-i18next';

interface Props {
  visible: boolean;
  name: string;
}

/**
 * The short 'added' message. The live region stays in the page so screen readers hear each new message;
 * it sits at the top where it covers neither the buttons nor the promo strip at the bottom.
 */
export function AddedToast({ visible, name }: Props) {
  const { t } = useTranslation();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-4 z-40 flex justify-center px-4">
      {visible && (
        <p className="flex max-w-md items-center gap-2 rounded-lg bg-green-700 px-4 py-3 text-sm font-medium text-white shadow-lg">
          <span aria-hidden="true" className="flex size-5 shrink-0 items-center justify-center rounded-full bg-white text-xs text-green-700">✓</span>
          {t('productPage.cart.added', { name })}
        </p>
      )}
    </div>
  );
}
