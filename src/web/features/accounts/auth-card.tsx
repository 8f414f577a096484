// The auth card on the home page and on /auth: tabs Sign In and Sign Up, and the password-reset views under Sign
// In. The view is in the URL (`?mode=`), so the links in our mails open the right one.
import { CircleCheck, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { LogoMark } from "@/web/components/logo-mark";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { APP_NAME } from "@/web/lib/app-name";
import { safeReturnTo } from "@/web/lib/return-to";
import { usePageTitle } from "@/web/lib/use-page-title";
import { type AuthMode, parseAuthMode, tabForMode } from "./auth-mode";
import { ForgotPasswordForm } from "./forgot-password-form";
import { ResetPasswordForm } from "./reset-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpPanel } from "./sign-up-form";

const PAGE_TITLES: Record<AuthMode, string> = {
  signin: "Sign In",
  signup: "Sign Up",
  forgot: "Reset your password",
  reset: "Choose a new password",
};

export function AuthCard() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const mode = parseAuthMode(params.get("mode")) ?? "signin";
  const linkError = params.get("error");
  // Landing from the confirmation link: said on the page until the person moves on (a toast was gone before some
  // read it). Never with an error: a link that failed must not also say it worked.
  const [justConfirmed] = useState(() => params.get("confirmed") === "1" && !linkError);
  /** The address typed so far, carried from one view to the next (sign-up to sign-in, sign-in to reset). */
  const [email, setEmail] = useState("");
  /** Set when a button inside the card changed the view: the new view's first field takes the focus. */
  const [moved, setMoved] = useState(false);
  usePageTitle(PAGE_TITLES[mode]);

  // The flag leaves the URL, so a reload does not say it again.
  useEffect(() => {
    if (!params.has("confirmed")) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("confirmed");
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const show = (next: AuthMode, { focus = true } = {}) => {
    setMoved(focus);
    setParams({ mode: next }, { replace: true });
  };

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <LogoMark size="md" className="mb-2" />
        <CardTitle asChild>
          <h1 className="text-2xl">Welcome to {APP_NAME}</h1>
        </CardTitle>
        <CardDescription>Sign in to your account, or create one with your school email.</CardDescription>
      </CardHeader>
      <CardContent>
        {justConfirmed && mode === "signin" ? (
          <div
            role="status"
            className="mb-4 flex gap-3 rounded-lg border border-emerald-300/40 bg-emerald-400/10 p-4 text-sm"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-200" />
            <p>Email confirmed! You can sign in now.</p>
          </div>
        ) : null}
        {linkError && mode === "signin" ? (
          <div role="alert" className="mb-4 flex gap-3 rounded-lg border border-red-300/40 bg-red-400/10 p-4 text-sm">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-200" />
            <p>
              This confirmation link is invalid or has expired. Sign in with your email and password and we will send
              you a new one.
            </p>
          </div>
        ) : null}
        <Tabs
          value={tabForMode(mode)}
          onValueChange={(tab) => show(tab === "signup" ? "signup" : "signin", { focus: false })}
        >
          <TabsList aria-label="Sign in or create an account">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            {mode === "forgot" ? (
              <ForgotPasswordForm key="forgot" defaultEmail={email} autoFocus={moved} onBack={() => show("signin")} />
            ) : mode === "reset" ? (
              <ResetPasswordForm
                key="reset"
                token={linkError ? null : params.get("token")}
                onDone={() => show("signin")}
                onRequestNewLink={() => show("forgot")}
              />
            ) : (
              <SignInForm
                key="signin"
                defaultEmail={email}
                autoFocus={moved}
                onEmailChange={setEmail}
                onForgotPassword={() => show("forgot")}
                onSignedIn={() => void navigate(safeReturnTo(params.get("returnTo")), { replace: true })}
              />
            )}
          </TabsContent>
          <TabsContent value="signup">
            <SignUpPanel
              onSignedUp={(signedUpEmail) => {
                setEmail(signedUpEmail);
                show("signin");
              }}
            />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
