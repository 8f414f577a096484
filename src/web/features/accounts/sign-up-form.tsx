import { TriangleAlert } from "lucide-react";
import { useWatch } from "react-hook-form";
import { toast } from "@/web/lib/toast";
import { signUpSchema } from "@/domain/accounts/account-schemas";
import { newPasswordHint, PASSWORD_MIN_LENGTH } from "@/domain/accounts/account-texts";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { fieldControlClass, Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { useSignUpOptions, type SignUpOptions } from "./api/get-sign-up-options";
import { useSignUp } from "./api/sign-up";

/** The Sign Up tab: the form while registration is open, a notice while an admin has switched it off. */
export function SignUpPanel({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const options = useSignUpOptions();
  if (options.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-8 text-muted-foreground">
        <Spinner className="size-5" />
        Loading…
      </p>
    );
  }
  if (options.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-4">
        <p>We could not load the sign-up form. {options.error.message}</p>
        <Button variant="outline" onClick={() => void options.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!options.data.enabled) {
    return (
      <div role="status" className="flex gap-3 rounded-lg border border-amber-300/40 bg-amber-300/10 p-4">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-200" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">Sign-up is currently disabled</p>
          <p className="text-sm text-muted-foreground">
            New accounts cannot be created right now. Please check back later or contact your school&apos;s
            administrators.
          </p>
        </div>
      </div>
    );
  }
  return <SignUpForm schools={options.data.schools} onSignedUp={onSignedUp} />;
}

type SignUpFormProps = { schools: SignUpOptions["schools"]; onSignedUp: (email: string) => void };

export function SignUpForm({ schools, onSignedUp }: SignUpFormProps) {
  const signUp = useSignUp();
  const {
    register,
    submit,
    formState,
    control: formControl,
    showServerError,
  } = useSchemaForm(signUpSchema, {
    defaultValues: { fullName: "", email: "", password: "", confirmPassword: "", isTeacher: false },
  });
  const errors = formState.errors;
  const isTeacher = useWatch({ control: formControl, name: "isTeacher" });

  const onSubmit = submit((values) =>
    signUp.mutate(values, {
      onSuccess: () => {
        toast.success("Check your email! We've sent you a confirmation link");
        onSignedUp(values.email);
      },
      // A password the server refuses (too common, or built from the name or email) goes under the password.
      onError: showServerError,
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField id="signup-full-name" label="Full Name" registration={register("fullName")} error={errors.fullName}>
        {(control) => <Input {...control} autoComplete="name" required />}
      </FormField>
      <FormField id="signup-email" label="Email" registration={register("email")} error={errors.email}>
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" required />}
      </FormField>
      <FormField
        id="signup-password"
        label="Password"
        hint={newPasswordHint(PASSWORD_MIN_LENGTH)}
        registration={register("password")}
        error={errors.password}
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" required />}
      </FormField>
      <FormField
        id="signup-confirm-password"
        label="Confirm Password"
        registration={register("confirmPassword")}
        error={errors.confirmPassword}
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" required />}
      </FormField>
      <FormField
        id="signup-school"
        label="School"
        // 0 for "none chosen": it fails as "School required" while the other rules (passwords match) still run.
        registration={register("schoolId", { setValueAs: (value: string) => Number(value) || 0 })}
        error={errors.schoolId}
      >
        {(control) => (
          <select {...control} required defaultValue="" className={fieldControlClass}>
            <option value="" disabled>
              Select your school
            </option>
            {schools.map((school) => (
              <option key={school.id} value={school.id}>
                {school.name}
              </option>
            ))}
          </select>
        )}
      </FormField>

      {/* The label wraps the box: on a phone the whole 44 px row is the target. */}
      <Label className="min-h-6 cursor-pointer gap-3 self-start max-sm:min-h-11">
        <input
          id="signup-is-teacher"
          type="checkbox"
          {...register("isTeacher")}
          className="size-5 shrink-0 cursor-pointer rounded border-input accent-primary"
        />
        I&apos;m a teacher
      </Label>
      {isTeacher ? (
        <FormField
          id="signup-room-number"
          label="Room Number"
          hint="An administrator confirms teacher accounts before they get teacher access."
          // Only a teacher has a room: unchecking the box drops it from the form.
          registration={register("roomNumber", { shouldUnregister: true })}
          error={errors.roomNumber}
        >
          {(control) => <Input {...control} autoComplete="off" required />}
        </FormField>
      ) : null}

      <SubmitButton size="lg" pending={signUp.isPending} pendingLabel="Creating your account…">
        Sign Up
      </SubmitButton>
    </form>
  );
}
