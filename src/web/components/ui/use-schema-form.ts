// Every form of the app: react-hook-form checking its values with the domain schema the server checks them with
// (decision 023), the server's refusal of one field shown under that field, and the specification's toast when a
// form is sent incomplete.
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Mode,
  type Path,
  type SubmitHandler,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { setServerFieldError } from "@/web/lib/field-errors";
import { type ErrorToast, raiseErrorToast } from "@/web/lib/query-client";

type SchemaFormOptions<Input extends FieldValues> = {
  defaultValues: DefaultValues<Input>;
  /** When fields are checked: on submit (the default), or as the person types, for a submit button held until valid. */
  mode?: Mode;
  /** The toast for a form sent with invalid fields, from the first field's message. */
  invalidToast?: (firstMessage: string | undefined) => string | ErrorToast;
};

export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  { defaultValues, mode = "onSubmit", invalidToast }: SchemaFormOptions<Input>,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues, mode });
  const fields = Object.keys(defaultValues) as Path<Input>[];

  const onInvalid = invalidToast
    ? (errors: FieldErrors<Input>) => raiseErrorToast(invalidToast(firstMessage(errors)))
    : undefined;

  return {
    ...form,
    /** The form's onSubmit: `send` gets the schema's output, once every field is valid. */
    submit: (send: SubmitHandler<Output>) => form.handleSubmit(send, onInvalid),
    /**
     * Puts a server refusal that names one of this form's fields under that field, focused. Answers false for any
     * other failure, which the mutation's own toast tells.
     */
    showServerError: (error: unknown) => setServerFieldError(error, fields, form.setError),
  };
}

function firstMessage(errors: FieldErrors): string | undefined {
  const first = Object.values(errors)[0];
  return typeof first?.message === "string" ? first.message : undefined;
}
