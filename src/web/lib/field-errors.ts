// A server's refusal of one form field (a password it finds too common, say) shown under that field.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Puts the server's message under the field its refusal names (`details.field`) and focuses it. Answers false when
 * the refusal is not about one of `fields`, so the caller tells the person another way.
 */
export function setServerFieldError<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  const field = error instanceof ApiError ? fields.find((f) => f === error.details?.field) : undefined;
  if (!field) return false;
  setError(field, { type: "server", message: (error as ApiError).message }, { shouldFocus: true });
  return true;
}

/** Whether a refusal names one field of its form (its message then goes under that field, not in a toast). */
export function refusesField(error: unknown): boolean {
  return error instanceof ApiError && typeof error.details?.field === "string";
}
