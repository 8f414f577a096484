import { MailWarning } from "lucide-react";
import { useState } from "react";
import { toast } from "@/web/lib/toast";
import { signInSchema } from "@/domain/accounts/account-schemas";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { ApiError } from "@/web/lib/api-client";
import { useSendVerificationEmail } from "./api/send-verification-email";
import { useSignIn } from "./api/sign-in";

type SignInFormProps = {
  defaultEmail?: string;
  /** Focus the first empty field on mount (when the person got here with a button inside the card). */
  autoFocus?: boolean;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  onSignedIn: () => void;
};

export function SignInForm({
  defaultEmail = "",
  autoFocus = false,
  onEmailChange,
  onForgotPassword,
  onSignedIn,
}: SignInFormProps) {
  const signIn = useSignIn();
  const { register, submit, formState } = useSchemaForm(signInSchema, {
    defaultValues: { email: defaultEmail, password: "" },
  });
  /**
   * The address whose sign-in was refused because it is not confirmed yet: offer to mail the link again, unless the
   * server mailed one a moment ago and holds back another (3 an hour per address).
   */
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; linkSentRecently: boolean } | null>(null);

  const onSubmit = submit((values) => {
    setUnconfirmed(null);
    signIn.mutate(values, {
      onSuccess: () => {
        toast.success("Success! You've been signed in");
        onSignedIn();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === "email_not_verified") {
          setUnconfirmed({
            email: values.email,
            linkSentRecently: error.details?.confirmationLink === "sent-recently",
          });
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField
        id="signin-email"
        label="Email"
        registration={register("email", { onChange: (event) => onEmailChange(event.target.value) })}
        error={formState.errors.email}
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            autoFocus={autoFocus && !defaultEmail}
          />
        )}
      </FormField>
      <FormField
        id="signin-password"
        label="Password"
        registration={register("password")}
        error={formState.errors.password}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            required
            autoFocus={autoFocus && Boolean(defaultEmail)}
          />
        )}
      </FormField>
      <div className="-mt-2 flex justify-end">
        <Button variant="link" size="sm" className="h-auto px-0 py-1" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </div>

      {unconfirmed ? <ResendConfirmation {...unconfirmed} /> : null}

      <SubmitButton size="lg" pending={signIn.isPending} pendingLabel="Signing in…">
        Sign In
      </SubmitButton>
    </form>
  );
}

function ResendConfirmation({ email, linkSentRecently }: { email: string; linkSentRecently: boolean }) {
  const resend = useSendVerificationEmail();
  if (linkSentRecently) {
    return (
      <div role="status" className="rounded-lg border border-amber-300/40 bg-amber-300/10 p-4 text-sm">
        <p className="flex gap-2">
          <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-200" />
          <span className="min-w-0">
            Your email address is not confirmed yet. We mailed a confirmation link to{" "}
            <strong className="wrap-anywhere">{email}</strong> a moment ago: open it, then sign in.
          </span>
        </p>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-300/40 bg-amber-300/10 p-4 text-sm"
    >
      <p className="flex gap-2">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-200" />
        <span className="min-w-0">
          Your email address is not confirmed yet. Open the link we mailed to{" "}
          <strong className="wrap-anywhere">{email}</strong>, or ask for a new one.
        </span>
      </p>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() =>
          resend.mutate(email, {
            onSuccess: () =>
              toast.success("Confirmation email sent", {
                description: "Check your inbox for a new confirmation link.",
              }),
          })
        }
      >
        {resend.isSuccess ? "Confirmation email sent" : "Resend confirmation email"}
      </Button>
    </div>
  );
}
