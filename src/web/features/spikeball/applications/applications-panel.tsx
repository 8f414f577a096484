// The admin's Applications panel: the users in one application state (pending first), a page at a time, newest
// first, with the receipt, Approve and Deny with notes (for pending and not-applied users), and Bulk Approve for all
// pending and not-applied users, whichever state is shown.
import { Check, CheckCheck, X } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "@/web/lib/toast";
import { isOfflineRefusal } from "@/web/lib/query-client";
import type { AdminApplicationView } from "@/domain/spikeball/spikeball-schemas";
import type { ApplicationState, ReviewDecision } from "@/domain/spikeball/spikeball-rules";
import {
  ADMIN_NOTES_MAX_LENGTH,
  APPLICATION_FILTERS,
  DEFAULT_APPLICATION_FILTER,
  mayReview,
} from "@/domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { fieldControlClass } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { PageNav } from "@/web/components/ui/page-nav";
import { formatDate } from "@/web/lib/format-date";
import { useBulkApprove } from "./api/bulk-approve";
import { getAdminApplicationsQueryOptions, useAdminApplications } from "./api/get-admin-applications";
import { useReviewApplication } from "./api/review-application";
import { ReceiptImage } from "./receipt-image";
import { APPLICATION_STATE_LABELS, ApplicationBadge } from "../spikeball-badges";
import { usePageCount } from "@/web/lib/use-page-count";
import { Spinner } from "@/web/components/ui/spinner";

const EMPTY_TEXTS: Record<ApplicationState, string> = {
  pending: "No applications are waiting for a decision.",
  not_applied: "Every user has applied.",
  approved: "No approved applications yet.",
  denied: "No denied applications.",
};

export function ApplicationsPanel() {
  const filterId = useId();
  const [status, setStatus] = useState<ApplicationState>(DEFAULT_APPLICATION_FILTER);
  const [page, setPage] = useState(1);
  const applications = useAdminApplications(status, page);
  const bulk = useBulkApprove();
  // Bulk Approve has something to do only while someone waits: a pending application or a user who never applied.
  // (The first pages of both states; the list shares its cache when it shows one of them.)
  const pendingTotal = useQuery(getAdminApplicationsQueryOptions("pending", 1)).data?.total;
  const notAppliedTotal = useQuery(getAdminApplicationsQueryOptions("not_applied", 1)).data?.total;
  const nobodyWaits = pendingTotal === 0 && notAppliedTotal === 0;
  // Reviews move users out of the state shown, and can leave the last page empty: show the page that is now last.
  const pages = usePageCount(applications, page, setPage);

  const approveAll = () =>
    bulk.mutate(undefined, {
      onSuccess: ({ approved }) =>
        toast.success("All users approved", {
          description: `${approved} ${approved === 1 ? "user was" : "users were"} approved.`,
        }),
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FormField id={filterId} label="Application status" className="min-w-44">
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as ApplicationState);
                setPage(1);
              }}
            >
              {APPLICATION_FILTERS.map((state) => (
                <option key={state} value={state}>
                  {APPLICATION_STATE_LABELS[state]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button onClick={approveAll} disabled={bulk.isPending || nobodyWaits}>
          {bulk.isPending ? <Spinner /> : <CheckCheck aria-hidden="true" />}
          Bulk Approve
        </Button>
      </div>
      {applications.isPending ? (
        <p className="text-muted-foreground">Loading applications…</p>
      ) : applications.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{SPIKEBALL_TEXTS.fetchUsersFailed}</p>
          <Button onClick={() => void applications.refetch()}>Try Again</Button>
        </div>
      ) : applications.data.total === 0 ? (
        <p className="text-muted-foreground">{EMPTY_TEXTS[status]}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {applications.data.total} {APPLICATION_STATE_LABELS[status].toLowerCase()}
          </p>
          <ul className="flex flex-col gap-3" aria-label="Spikeball applications">
            {applications.data.applications.map((application) => (
              <li key={application.userId}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
        </>
      )}
      <PageNav label="Application pages" page={page} pageCount={pages} onPage={setPage} />
    </div>
  );
}

function ApplicationCard({ application }: { application: AdminApplicationView }) {
  const notesId = useId();
  const [notes, setNotes] = useState("");
  const review = useReviewApplication();
  const reviewable = mayReview(application.status);

  const decide = (status: ReviewDecision) =>
    review.mutate(
      { userId: application.userId, status, notes },
      {
        onSuccess: () => {
          setNotes("");
          toast.success(status === "approved" ? "Application approved" : "Application denied", {
            description: application.name,
          });
        },
        onError: (error) =>
          toast.error(SPIKEBALL_TEXTS.updateFailedTitle, {
            description: isOfflineRefusal(error)
              ? error.message
              : SPIKEBALL_TEXTS.updateFailed(status === "approved" ? "approve" : "deny", application.name),
          }),
      },
    );

  return (
    <Card className="py-4">
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold break-words">{application.name}</h3>
            <p className="text-sm break-all text-muted-foreground">{application.email}</p>
            {application.createdAt ? (
              <p className="text-xs text-muted-foreground">Submitted {formatDate(application.createdAt)}</p>
            ) : null}
          </div>
          <ApplicationBadge state={application.status} />
        </div>
        {application.applicationId && application.receiptUrl ? (
          <ReceiptImage
            applicationId={application.applicationId}
            url={application.receiptUrl}
            name={application.name}
          />
        ) : application.applicationId ? (
          <p className="text-sm text-muted-foreground">No receipt uploaded.</p>
        ) : null}
        {application.adminNotes ? (
          <p className="text-sm break-words">
            <span className="font-semibold">Admin notes: </span>
            {application.adminNotes}
          </p>
        ) : null}
        {reviewable ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={notesId}>Notes (optional)</Label>
            <textarea
              id={notesId}
              value={notes}
              maxLength={ADMIN_NOTES_MAX_LENGTH}
              rows={2}
              onChange={(event) => setNotes(event.target.value)}
              className="w-full rounded-lg border border-input bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
            <div className="flex gap-2">
              <Button
                size="sm"
                onClick={() => decide("approved")}
                disabled={review.isPending}
                aria-label={`Approve ${application.name}`}
              >
                <Check aria-hidden="true" />
                Approve
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => decide("denied")}
                disabled={review.isPending}
                aria-label={`Deny ${application.name}`}
              >
                <X aria-hidden="true" />
                Deny
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
