import { z } from 'zod';
import { LANGUAGES } from '../constants';

/**
 * PUT /api/v1/profile/language: the language of the account's messages (e-mail, SMS), set when a signed-in shopper
 * switches the shop's language (docs/product/messages.md).
 */
export const LanguageInputSchema = z.object({ language: z.enum(LANGUAGES, { error: 'Choose English or Bengali.' }) }).strict();
export type LanguageInput = z.infer<typeof LanguageInputSchema>;
