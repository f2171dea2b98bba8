import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from './api-error.ts';
import { errorMessage } from './error-message.ts';

type Values = Record<string, string>;
type Errors<V> = Partial<Record<keyof V & string, string>>;

/**
 * A small form state for our forms of text fields: values, client-side checks with a zod schema
 * (its messages are translation keys), and the server's 422 errors mapped back onto the fields.
 */
export function useForm<S extends z.ZodType<unknown, Values>>(schema: S, initialValues: z.input<S>) {
  type V = z.input<S>;
  const { t } = useTranslation();
  const [initial] = useState<V>(initialValues);
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const focusField = (form: HTMLFormElement | null, name: string | undefined) => {
    if (!form || !name) return;
    const element = form.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };

  const setValue = useCallback((name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /** Props for a Mantine text input: name, value, onChange and its error message. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value),
    error: errors[name],
  });

  const handleSubmit = (onValid: (data: z.output<S>, form: HTMLFormElement) => void | Promise<void>) => {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const result = schema.safeParse(values);
      if (!result.success) {
        const next: Errors<V> = {};
        for (const issue of result.error.issues) {
          const name = issue.path[0];
          if (typeof name !== 'string' || name in next) continue;
          const message: string = t(issue.message);
          next[name as keyof V & string] = message;
        }
        setErrors(next);
        setFormError(null);
        focusField(form, Object.keys(next)[0]);
        return;
      }
      setErrors({});
      setFormError(null);
      void onValid(result.data, form);
    };
  };

  /** A failed call: 422 field errors go to their fields, anything else becomes the form's message. */
  const setServerError = (error: unknown, form?: HTMLFormElement | null) => {
    if (isApiError(error) && Object.keys(error.errors).length > 0) {
      const next: Errors<V> = {};
      const other: string[] = [];
      for (const [name, messages] of Object.entries(error.errors)) {
        if (name in values) next[name as keyof V & string] = messages[0];
        else other.push(...messages);
      }
      setErrors(next);
      setFormError(other.length > 0 || Object.keys(next).length === 0 ? (other[0] ?? error.message) : null);
      focusField(form ?? null, Object.keys(next)[0]);
      return;
    }
    setFormError(errorMessage(error, t));
  };

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
    setFormError(null);
  }, [initial]);

  return { values, errors, formError, field, setValue, handleSubmit, setServerError, setFormError, reset };
}
