// The admin login form. What happens on submit (sign in, check the role) is given by the route.
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, ShieldCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { signInSchema } from "@/domain/accounts/account-schemas";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { usePageTitle } from "@/web/lib/use-page-title";

export type AdminCredentials = { email: string; password: string };

type AdminLoginPageProps = { onSubmit: (credentials: AdminCredentials) => void; pending: boolean };

export function AdminLoginPage({ onSubmit, pending }: AdminLoginPageProps) {
  usePageTitle("Admin Access");
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const errors = formState.errors;
  const submit = handleSubmit(onSubmit);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center"
      >
        <Card className="w-full max-w-md">
          <CardHeader className="items-center gap-3 text-center">
            <ShieldCheck aria-hidden="true" className="size-10 text-accent" />
            <CardTitle asChild>
              <h1 className="text-2xl">Admin Access</h1>
            </CardTitle>
            <CardDescription>Sign in with your administrator account to open the admin console.</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={submit} className="flex flex-col gap-5">
              <FormField id="admin-email" label="Admin Email" registration={register("email")} error={errors.email}>
                {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" required />}
              </FormField>
              <FormField
                id="admin-password"
                label="Password"
                registration={register("password")}
                error={errors.password}
              >
                {(control) => <Input {...control} type="password" autoComplete="current-password" required />}
              </FormField>
              <Button type="submit" size="lg" disabled={pending}>
                {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                {pending ? "Signing in…" : "Sign In"}
              </Button>
            </form>
          </CardContent>
        </Card>
      </main>
      <SiteFooter />
    </div>
  );
}
