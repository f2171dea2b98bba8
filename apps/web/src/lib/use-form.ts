import {
  useCallback,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from './use-translation.ts';
import type { z } from 'zod';
import { isApiError } from './api-error.ts';
import { errorMessage } from './error-message.ts';

type Values = Record<string, string>;
type Errors<V> = Partial<Record<keyof V & string, string>>;

/**
 * A small form state for our forms, every value kept as text: values, client-side checks with a zod
 * schema (its messages are translation keys, `admin:…` for another namespace; a custom issue's `params`
 * fill the message in), and the server's 422 errors mapped back onto the fields.
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
    const found = form.elements.namedItem(name);
    // A group of radios answers a list: its first radio takes the focus.
    const element = found instanceof RadioNodeList ? found[0] : found;
    if (element instanceof HTMLElement) element.focus();
  };

  const setValue = useCallback((name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /** Props for a Mantine text input or textarea: name, value, onChange and its error message. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.currentTarget.value),
    error: errors[name],
  });

  /** Props for a Mantine Select, whose onChange gives the value (null when none is chosen). */
  const selectField = (name: keyof V & string) => ({
    name,
    value: values[name] ?? '',
    onChange: (value: string | null) => setValue(name, value ?? ''),
    error: errors[name],
  });

  /**
   * Props for a Mantine NumberInput: the text value as a number ('' when empty), and back. NumberInput
   * silently drops what is not a digit, so a typed "abc" would leave the field empty and the check would
   * call it missing; `notANumber` (a message key) is shown the moment such a character is refused.
   */
  const numberField = (name: keyof V & string, notANumber: string) => {
    const refuse = (typed: string) => {
      if (/[^\d\s,₹]/.test(typed)) setErrors((current) => ({ ...current, [name]: t(notANumber) }));
    };
    return {
      name,
      value: values[name] ? Number(values[name]) : '',
      // NumberInput also reports a refused character as a change to the same value: only a new value
      // clears the field's message.
      onChange: (value: number | string) => {
        if (String(value) !== (values[name] ?? '')) setValue(name, String(value));
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        const { key, ctrlKey, metaKey, altKey } = event;
        if (key.length === 1 && !ctrlKey && !metaKey && !altKey) refuse(key);
      },
      onPaste: (event: ClipboardEvent<HTMLInputElement>) => refuse(event.clipboardData.getData('text')),
      error: errors[name],
    };
  };

  /**
   * Checks the values with the schema: answers what it makes of them, or null once the first message of
   * each wrong field is shown (and the first such field in `form` has the focus).
   */
  const check = (form: HTMLFormElement | null): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (!result.success) {
      const next: Errors<V> = {};
      for (const issue of result.error.issues) {
        const name = issue.path[0];
        if (typeof name !== 'string' || name in next) continue;
        const params: Record<string, unknown> = issue.code === 'custom' ? { ...issue.params } : {};
        const message: string = t(issue.message, params);
        next[name as keyof V & string] = message;
      }
      setErrors(next);
      setFormError(null);
      focusField(form, Object.keys(next)[0]);
      return null;
    }
    setErrors({});
    setFormError(null);
    return result.data;
  };

  const handleSubmit = (onValid: (data: z.output<S>, form: HTMLFormElement) => void | Promise<void>) => {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const data = check(form);
      if (data !== null) void onValid(data, form);
    };
  };

  /**
   * A failed call: 422 field errors go to their fields, anything else becomes the form's message.
   * `fieldOf` names the field a server key belongs to, where the form names it otherwise.
   */
  const setServerError = (
    error: unknown,
    form?: HTMLFormElement | null,
    { fieldOf = (key: string) => key }: { fieldOf?: (key: string) => string } = {},
  ) => {
    if (isApiError(error) && Object.keys(error.errors).length > 0) {
      const next: Errors<V> = {};
      const other: string[] = [];
      for (const [key, messages] of Object.entries(error.errors)) {
        const name = fieldOf(key);
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

  return {
    values,
    errors,
    formError,
    field,
    selectField,
    numberField,
    setValue,
    check,
    handleSubmit,
    setServerError,
    setFormError,
    reset,
  };
}
