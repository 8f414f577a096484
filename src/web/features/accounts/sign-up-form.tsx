import { LoaderCircle, TriangleAlert } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "@/web/lib/toast";
import { PASSWORD_MIN_LENGTH, signUpSchema } from "@/domain/accounts/account-schemas";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { fieldControlClass, Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { type FieldErrors, fieldErrors, focusFirstError, serverFieldErrors } from "@/web/lib/field-errors";
import { useSignUpOptions, type SignUpOptions } from "./api/get-sign-up-options";
import { useSignUp } from "./api/sign-up";

type Field = "fullName" | "email" | "password" | "confirmPassword" | "schoolId" | "roomNumber";
const FIELDS: Field[] = ["fullName", "email", "password", "confirmPassword", "schoolId", "roomNumber"];

/** The Sign Up tab: the form while registration is open, a notice while an admin has switched it off. */
export function SignUpPanel({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const options = useSignUpOptions();
  if (options.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-8 text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
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
  const [isTeacher, setIsTeacher] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "");
    const parsed = signUpSchema.safeParse({
      fullName: text("fullName"),
      email: text("email"),
      password: text("password"),
      confirmPassword: text("confirmPassword"),
      // 0 for "none chosen": it fails as "School required" while the other rules (passwords match) still run.
      schoolId: Number(text("schoolId")) || 0,
      isTeacher,
      roomNumber: isTeacher ? text("roomNumber") : undefined,
    });
    if (!parsed.success) {
      const found = fieldErrors<Field>(parsed.error);
      setErrors(found);
      focusFirstError(form, FIELDS, found);
      return;
    }
    setErrors({});
    signUp.mutate(parsed.data, {
      onSuccess: () => {
        toast.success("Check your email! We've sent you a confirmation link");
        onSignedUp(parsed.data.email);
      },
      onError: (error) => {
        // A password the server refuses (too common, or built from the name or email) goes under the password.
        const found = serverFieldErrors(error, FIELDS);
        if (found) {
          setErrors(found);
          focusFirstError(form, FIELDS, found);
        } else {
          toast.error("Error signing up", { description: error.message });
        }
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField id="signup-full-name" label="Full Name" error={errors.fullName}>
        {(control) => <Input {...control} name="fullName" autoComplete="name" required />}
      </FormField>
      <FormField id="signup-email" label="Email" error={errors.email}>
        {(control) => <Input {...control} name="email" type="email" autoComplete="email" inputMode="email" required />}
      </FormField>
      <FormField
        id="signup-password"
        label="Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not one of the most common passwords, and not your name or email.`}
        error={errors.password}
      >
        {(control) => <Input {...control} name="password" type="password" autoComplete="new-password" required />}
      </FormField>
      <FormField id="signup-confirm-password" label="Confirm Password" error={errors.confirmPassword}>
        {(control) => (
          <Input {...control} name="confirmPassword" type="password" autoComplete="new-password" required />
        )}
      </FormField>
      <FormField id="signup-school" label="School" error={errors.schoolId}>
        {(control) => (
          <select {...control} name="schoolId" required defaultValue="" className={fieldControlClass}>
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
          name="isTeacher"
          type="checkbox"
          checked={isTeacher}
          onChange={(event) => setIsTeacher(event.target.checked)}
          className="size-5 shrink-0 cursor-pointer rounded border-input accent-primary"
        />
        I&apos;m a teacher
      </Label>
      {isTeacher ? (
        <FormField
          id="signup-room-number"
          label="Room Number"
          hint="An administrator confirms teacher accounts before they get teacher access."
          error={errors.roomNumber}
        >
          {(control) => <Input {...control} name="roomNumber" autoComplete="off" required />}
        </FormField>
      ) : null}

      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {signUp.isPending ? "Creating your account…" : "Sign Up"}
      </Button>
    </form>
  );
}
