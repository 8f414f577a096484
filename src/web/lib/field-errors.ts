// Turns a failed zod check into one message per form field, the first one found for each.
import type { z } from "zod";

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export function fieldErrors<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<Field>;
}

/** Focuses the first field, in the form's order, that has an error, so keyboard users land on it. */
export function focusFirstError<Field extends string>(
  form: HTMLFormElement,
  order: Field[],
  errors: FieldErrors<Field>,
) {
  const first = order.find((field) => errors[field]);
  if (!first) return;
  const control = form.elements.namedItem(first);
  if (control instanceof HTMLElement) control.focus();
}
