// The answer schemas of the calls a first screen makes (the catalogue, the cart behind the header's count, the
// footer's newsletter).
// Imported only through `checked` (checked.ts), so they and zod load beside the first such call rather than
// with the first screen's scripts.
export {
  BrandListSchema, CartAnswerSchema, CategoryListSchema, DeleteProductsAnswerSchema, MergeAnswerSchema,
  ProductAnswerSchema, ProductListSchema, SubcategoryListSchema, SubscribeAnswerSchema,
} from '@shop/shared';
