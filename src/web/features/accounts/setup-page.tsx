// `/setup#token=…`: the page the server's first-run link opens, to create the first administrator. The token stays in
// the fragment (never sent in a request line, so no log holds it) and goes to the server in the form's body.
import { ShieldCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { createFirstAdminSchema } from "@/domain/accounts/account-schemas";
import { ADMIN_PASSWORD_MIN_LENGTH, newPasswordHint } from "@/domain/accounts/account-texts";
import { PageLoading } from "@/web/app/page-loading";
import { CentredCardPage } from "@/web/components/centred-card-page";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { APP_NAME } from "@/web/lib/app-name";
import { refusesField } from "@/web/lib/field-errors";
import { toast } from "@/web/lib/toast";
import { usePageTitle } from "@/web/lib/use-page-title";
import { useCreateFirstAdmin } from "./api/create-first-admin";
import { useSetupStatus } from "./api/get-setup-status";

/** The token of the printed link: `#token=…`. */
function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") || null;
}

export function SetupPage() {
  usePageTitle("Set up");
  const status = useSetupStatus();
  const { hash } = useLocation();
  const token = tokenFromHash(hash);

  if (status.isPending) return <PageLoading />;
  if (status.isError) {
    return (
      <SetupFrame title={`Set up ${APP_NAME}`}>
        <Problem>{status.error.message}</Problem>
        <Button className="mt-5 w-full" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </SetupFrame>
    );
  }
  if (status.data === "done") {
    return (
      <SetupFrame title="Setup is done" description={`${APP_NAME} already has an administrator.`}>
        <p className="text-sm text-muted-foreground">
          The setup link works only until the first administrator exists. Administrators sign in on the admin page.
        </p>
        <Button asChild size="lg" className="mt-5 w-full">
          <Link to="/admin/login">Go to Admin Login</Link>
        </Button>
      </SetupFrame>
    );
  }
  if (!token) {
    return (
      <SetupFrame title={`Set up ${APP_NAME}`} description="Create the first administrator.">
        <Problem>
          This page needs the setup link that {APP_NAME} printed in its console when it started. Open that link as it
          is; restarting {APP_NAME} prints a new one.
        </Problem>
      </SetupFrame>
    );
  }
  return (
    <SetupFrame
      title={`Set up ${APP_NAME}`}
      description="Create the first administrator. It can then open the admin console and add more."
    >
      <FirstAdminForm token={token} />
    </SetupFrame>
  );
}

function FirstAdminForm({ token }: { token: string }) {
  const create = useCreateFirstAdmin();
  const navigate = useNavigate();
  const { register, submit, formState, showServerError } = useSchemaForm(createFirstAdminSchema, {
    defaultValues: { token, fullName: "", email: "", password: "", confirmPassword: "" },
  });
  const errors = formState.errors;

  const onSubmit = submit((values) =>
    create.mutate(values, {
      onSuccess: ({ signedIn }) => {
        toast.success("Administrator created", {
          description: signedIn ? "Welcome to the admin console." : "Sign in with your new account.",
        });
        void navigate(signedIn ? "/admin/dashboard" : "/admin/login", { replace: true });
      },
      // A password the server refuses (too common, or built from the name or email) goes under the password.
      onError: showServerError,
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {create.isError && !refusesField(create.error) ? <Problem>{create.error.message}</Problem> : null}
      <FormField id="setup-full-name" label="Full Name" registration={register("fullName")} error={errors.fullName}>
        {(control) => <Input {...control} autoComplete="name" required />}
      </FormField>
      <FormField id="setup-email" label="Email" registration={register("email")} error={errors.email}>
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" required />}
      </FormField>
      <FormField
        id="setup-password"
        label="Password"
        hint={newPasswordHint(ADMIN_PASSWORD_MIN_LENGTH)}
        registration={register("password")}
        error={errors.password}
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" required />}
      </FormField>
      <FormField
        id="setup-confirm-password"
        label="Confirm Password"
        registration={register("confirmPassword")}
        error={errors.confirmPassword}
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" required />}
      </FormField>
      <SubmitButton size="lg" pending={create.isPending} pendingLabel="Creating…">
        Create Administrator
      </SubmitButton>
    </form>
  );
}

function SetupFrame({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <CentredCardPage
      icon={<ShieldCheck aria-hidden="true" className="size-10 text-accent" />}
      title={title}
      description={description}
    >
      {children}
    </CentredCardPage>
  );
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-300/40 bg-red-400/10 p-4 text-sm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-200" />
      <p className="min-w-0">{children}</p>
    </div>
  );
}
