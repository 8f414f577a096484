// A form's submit button: disabled while the form is being sent, with the spinner in place of its icon and, when
// given, the text that says what is under way ("Signing in…").
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";
import { Spinner } from "./spinner";

type SubmitButtonProps = Omit<ButtonProps, "asChild"> & {
  pending: boolean;
  /** The button's text while pending; its children stay when there is none. */
  pendingLabel?: ReactNode;
  /** The icon before the text when not pending. */
  icon?: ReactNode;
};

export function SubmitButton({
  pending,
  pendingLabel,
  icon,
  disabled,
  type = "submit",
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type={type} disabled={pending || disabled} {...props}>
      {pending ? <Spinner /> : icon}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
