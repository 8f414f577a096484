// Turns a failed zod check, or a server's refusal of one field, into one message per form field.
import type { z } from "zod";
import { ApiError } from "./api-client";

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

/**
 * The error of the field a server's refusal names (`details.field`: a password the server finds too common, say), or
 * null when the refusal is not about one of the form's fields.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldErrors<Field> | null {
  const field = error instanceof ApiError ? error.details?.field : undefined;
  const named = fields.find((f) => f === field);
  return named ? ({ [named]: (error as ApiError).message } as FieldErrors<Field>) : null;
}
