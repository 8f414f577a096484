// `/spikeball-signup`: the receipt upload form, or, once I have applied, the status card (badge, admin notes,
// submitted date; approved leads to the dashboard, denied back home).
import { ImageUp } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "@/web/lib/toast";
import type { Me } from "@/domain/accounts/account-schemas";
import type { SpikeballApplicationView } from "@/domain/spikeball/spikeball-schemas";
import { RECEIPT_MAX_BYTES } from "@/domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FieldError } from "@/web/components/ui/form-field";
import { Label } from "@/web/components/ui/label";
import { formatDate } from "@/web/lib/format-date";
import { useApplication } from "./api/get-application";
import { RECEIPT_TOAST, submissionFailure, useSubmitApplication } from "./api/submit-application";
import { ApplicationBadge } from "../spikeball-badges";
import { SpikeballShell } from "../spikeball-shell";
import { useLiveSpikeball } from "../use-live-spikeball";
import { Spinner } from "@/web/components/ui/spinner";

/** The page for a signed-in user (the route sends visitors to /auth first). */
export function SpikeballSignupPage({ me }: { me: Me }) {
  const application = useApplication();
  useLiveSpikeball(me.id);

  return (
    <SpikeballShell title="Spikeball Tournament Signup">
      {application.isPending ? (
        <p className="text-muted-foreground">Checking your application…</p>
      ) : application.isError ? (
        <div role="alert" className="flex flex-col items-start gap-4">
          <p>{SPIKEBALL_TEXTS.checkApplicationFailed}</p>
          <Button onClick={() => void application.refetch()}>Try Again</Button>
        </div>
      ) : application.data ? (
        <StatusCard application={application.data} />
      ) : (
        <ReceiptForm />
      )}
    </SpikeballShell>
  );
}

const STATUS_TEXT: Record<SpikeballApplicationView["status"], string> = {
  pending: "Your application is being reviewed. We will let you know as soon as an admin has looked at it.",
  approved: "You're in! Create or join a team on the tournament dashboard.",
  denied: "Your application was not approved.",
};

function StatusCard({ application }: { application: SpikeballApplicationView }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle asChild>
            <h2>Application Status</h2>
          </CardTitle>
          <ApplicationBadge state={application.status} />
        </div>
        <CardDescription>{STATUS_TEXT[application.status]}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {application.adminNotes ? (
          <div className="rounded-lg border border-border bg-secondary/50 p-3">
            <h3 className="text-sm font-semibold">Admin Notes</h3>
            <p className="mt-1 text-sm break-words whitespace-pre-line">{application.adminNotes}</p>
          </div>
        ) : null}
        <p className="text-sm text-muted-foreground">Submitted {formatDate(application.createdAt)}</p>
        {application.status === "approved" ? (
          <Link to="/spikeball-dashboard" className={buttonVariants({ className: "self-start" })}>
            Go to Tournament Dashboard
          </Link>
        ) : null}
        {application.status === "denied" ? (
          <Link to="/" className={buttonVariants({ variant: "outline", className: "self-start" })}>
            Back to Home
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ReceiptForm() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | null>(null);
  const submit = useSubmitApplication();
  // The preview's object URL is released when it is replaced and when the form goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (chosen: File | null) => {
    setError(undefined);
    setPreview(chosen && chosen.type.startsWith("image/") ? URL.createObjectURL(chosen) : null);
    if (chosen && !chosen.type.startsWith("image/")) {
      toast.error(SPIKEBALL_TEXTS.invalidTypeTitle, { id: RECEIPT_TOAST, description: SPIKEBALL_TEXTS.invalidType });
      setError(SPIKEBALL_TEXTS.invalidType);
      setFile(null);
      return;
    }
    if (chosen && chosen.size > RECEIPT_MAX_BYTES) {
      setError(SPIKEBALL_TEXTS.tooLarge);
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast.error(SPIKEBALL_TEXTS.noFileTitle, { id: RECEIPT_TOAST, description: SPIKEBALL_TEXTS.noFile });
      setError(SPIKEBALL_TEXTS.noFile);
      return;
    }
    submit.mutate(file, {
      onSuccess: () =>
        toast.success("Application submitted", {
          id: RECEIPT_TOAST,
          description: "An admin will review your receipt.",
        }),
      // The toast comes from the mutation; the reason also stays under the field.
      onError: (failure) => setError(submissionFailure(failure).description),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Apply with your receipt</h2>
        </CardTitle>
        <CardDescription>
          Upload a photo of your tournament fee receipt. The receipt must be recent and valid, and you need a valid
          classroom account. An admin reviews every application.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId}>Receipt image</Label>
            <input
              id={inputId}
              name="receipt"
              type="file"
              accept="image/*"
              aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
              className="block w-full rounded-lg border border-input bg-background px-3 py-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-foreground"
            />
            <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
              A photo or screenshot (JPEG, PNG, WebP or GIF), at most 10 MB.
            </p>
            {error ? <FieldError id={`${inputId}-error`}>{error}</FieldError> : null}
          </div>
          {preview ? (
            <img
              src={preview}
              alt="Preview of the selected receipt"
              className="max-h-64 w-auto self-start rounded-lg border border-border object-contain"
            />
          ) : null}
          <Button type="submit" disabled={submit.isPending} className="self-start">
            {submit.isPending ? <Spinner /> : <ImageUp aria-hidden="true" />}
            Submit Application
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
