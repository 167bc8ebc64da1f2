import { latinDigits } from '@shop/shared';

/**
 * A number typed in a back-office form (Bengali digits too) as a number; what is not one goes to the server as
 * typed, and the server's answer names the field.
 */
export const asNumber = (text: string): number | string => {
  const latin = latinDigits(text.trim());
  return latin !== '' && Number.isFinite(Number(latin)) ? Number(latin) : text;
};
