/** A card of a back-office page (a part of a form, a part of an order): the kit's Section given this class. */
export const CARD = 'rounded-lg border border-slate-200 bg-white p-4';
