import { useEffect, type RefObject } from 'react';

/** After a refused submit (`attempt` goes up), focus moves to the first field marked invalid. */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt]);
}
