// The admin login form. What happens on submit (sign in, check the role) is given by the route.
import { ShieldCheck } from "lucide-react";
import { signInSchema } from "@/domain/accounts/account-schemas";
import { CentredCardPage } from "@/web/components/centred-card-page";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { usePageTitle } from "@/web/lib/use-page-title";

export type AdminCredentials = { email: string; password: string };

type AdminLoginPageProps = { onSubmit: (credentials: AdminCredentials) => void; pending: boolean };

export function AdminLoginPage({ onSubmit, pending }: AdminLoginPageProps) {
  usePageTitle("Admin Access");
  const { register, submit, formState } = useSchemaForm(signInSchema, { defaultValues: { email: "", password: "" } });
  const errors = formState.errors;

  return (
    <CentredCardPage
      icon={<ShieldCheck aria-hidden="true" className="size-10 text-accent" />}
      title="Admin Access"
      description="Sign in with your administrator account to open the admin console."
    >
      <form noValidate onSubmit={submit(onSubmit)} className="flex flex-col gap-5">
        <FormField id="admin-email" label="Admin Email" registration={register("email")} error={errors.email}>
          {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" required />}
        </FormField>
        <FormField id="admin-password" label="Password" registration={register("password")} error={errors.password}>
          {(control) => <Input {...control} type="password" autoComplete="current-password" required />}
        </FormField>
        <SubmitButton size="lg" pending={pending} pendingLabel="Signing in…">
          Sign In
        </SubmitButton>
      </form>
    </CentredCardPage>
  );
}
