import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ONE_SIZE, type CartItem } from '@shop/shared';
import type { OrderFailure } from '../utils/order-failure';
import { useLocalName } from '../../../lib/use-local-name';

/** The words for a failed order, in the shopper's language, naming the line the server pointed at. */
export function useFailureText() {
  const { t } = useTranslation();
  const localName = useLocalName();
  return useCallback(
    (failure: OrderFailure, lines: readonly CartItem[]): string => {
      const nameOf = (lineId: string | null) => {
        const line = lines.find((l) => l.id === lineId);
        if (!line) return t('checkout.errors.anItem');
        const name = localName(line.product.name, line.product.name_bn);
        return line.size === ONE_SIZE ? name : `${name} (${line.size})`;
      };
      switch (failure.kind) {
        case 'problem':
          return t(`checkout.errors.${failure.problem}`);
        case 'stock':
          return failure.left > 0
            ? t('checkout.errors.lowStock', { n: failure.left, name: nameOf(failure.lineId) })
            : t('checkout.errors.soldOut', { name: nameOf(failure.lineId) });
        case 'unavailable':
          return t('checkout.errors.unavailable', { name: nameOf(failure.lineId) });
        case 'cartChanged':
          return t('checkout.errors.cartChanged');
        case 'totalChanged':
          return t('checkout.errors.totalChanged');
        case 'promo':
          return t('checkout.errors.promo');
        case 'tooManyOrders':
          return t('checkout.errors.tooManyOrders');
        case 'unpaidOrders':
          return t('checkout.errors.unpaidOrders', { n: failure.n });
        case 'blocked':
          return t('checkout.errors.blocked');
        case 'codNotOffered':
          return t('checkout.errors.codNotOffered');
        case 'noOrderId':
          return t('checkout.errors.noOrderId');
        default:
          return t('checkout.errors.createFailed');
      }
    },
    [t, localName],
  );
}
