// A labelled form control with its hint and its error, tied together for screen readers. With a react-hook-form
// registration, the control is that field of the form: its name, value and ref come with the props it spreads.
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Label } from "@/web/components/ui/label";
import { cn } from "@/web/lib/cn";

/** What a control inside a FormField spreads on itself: its id, its description, whether it is invalid, its field. */
export type FieldControlProps = Partial<UseFormRegisterReturn> & {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
};

type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** The field's error: react-hook-form's (`formState.errors.<name>`) or a message. */
  error?: { message?: string | undefined } | string | undefined;
  /** The field's `register(name)`, when a react-hook-form form holds its value. */
  registration?: UseFormRegisterReturn | undefined;
  hint?: ReactNode;
  className?: string;
  labelClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export function FormField({
  id,
  label,
  error,
  registration,
  hint,
  className,
  labelClassName,
  children,
}: FormFieldProps) {
  const message = typeof error === "string" ? error : error?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children({ ...registration, id, "aria-describedby": describedBy, ...(message ? { "aria-invalid": true } : {}) })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {message ? <FieldError id={errorId}>{message}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-red-300">
      {children}
    </p>
  );
}
