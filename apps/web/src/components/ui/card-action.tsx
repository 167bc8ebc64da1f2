import { createContext, useContext, type ComponentType } from 'react';

/** What a product card knows of its product that an action over its picture may need. */
export interface CardProduct {
  id: number;
  name: string;
  /** The Bengali name, shown in Bengali mode (docs/decisions/043); none where none is given. */
  name_bn?: string | null;
  price: number;
  oldPrice: number | null;
  image: string;
}

export type CardActionComponent = ComponentType<{ product: CardProduct; className?: string }>;

const CardActionContext = createContext<CardActionComponent | null>(null);

/**
 * The app says which action sits over every product card's picture (the wishlist heart), so the
 * catalogue and listing features draw cards without knowing the wishlist feature.
 */
export const CardActionProvider = CardActionContext.Provider;

/** The app's card action for this product, or nothing when the app gives none (as in unit tests). */
export function CardAction({ product, className }: { product: CardProduct; className?: string }) {
  const Action = useContext(CardActionContext);
  return Action ? <Action product={{ id: product.id, name: product.name, name_bn: product.name_bn ?? null, price: product.price, oldPrice: product.oldPrice, image: product.image }} className={className} /> : null;
}
