import type { z } from 'zod';
import { validationError } from './errors';

/** Parses request input with a strict schema; bad input becomes a 400 naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
