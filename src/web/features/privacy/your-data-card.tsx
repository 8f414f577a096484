// "Your data" (issue 11): download everything the school app holds about me, or delete my account for good.
import { Download, ShieldCheck, Trash2, TriangleAlert } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { toast } from "@/web/lib/toast";
import { Button } from "@/web/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { useDeleteMyAccount } from "./api/delete-my-account";
import { useDownloadMyData } from "./api/download-my-data";
import { Spinner } from "@/web/components/ui/spinner";

// The password form (with the form library and the schemas) loads when the dialog opens, not with the dashboard.
const DeleteMyAccountForm = lazy(() =>
  import("./delete-my-account-form").then((m) => ({ default: m.DeleteMyAccountForm })),
);

/** `onAccountDeleted` signs the browser out and goes home (the page composing this card knows how). */
export function YourDataCard({ onAccountDeleted }: { onAccountDeleted: () => void }) {
  const download = useDownloadMyData();
  const startDownload = () =>
    download.mutate(undefined, {
      onSuccess: (name) => toast.success("Your data is downloading", { description: name }),
    });

  return (
    <section aria-labelledby="your-data-title" className="mt-6">
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2.5">
            <ShieldCheck aria-hidden="true" className="size-5 text-accent" />
            <CardTitle asChild>
              <h2 id="your-data-title">Your data</h2>
            </CardTitle>
          </div>
          <CardDescription>
            Download a copy of everything this app keeps about you (profile, schedule, messages, friends, games and
            applications) as a JSON file, or delete your account and all of it.
          </CardDescription>
        </CardHeader>
        <CardFooter className="flex-wrap gap-3">
          <Button variant="secondary" onClick={startDownload} disabled={download.isPending}>
            {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            Download my data
          </Button>
          <DeleteMyAccountDialog onDeleted={onAccountDeleted} />
        </CardFooter>
      </Card>
    </section>
  );
}

function DeleteMyAccountDialog({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMyAccount();

  const onOpenChange = (next: boolean) => {
    if (!remove.isPending) setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-rose-200 hover:text-rose-100">
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>This cannot be undone.</DialogDescription>
        <p className="flex gap-2.5 rounded-lg border border-rose-300/50 bg-rose-950/60 p-3 text-sm text-rose-50">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-200" />
          <span>
            Your account is deleted at once, with your schedule, messages, friends, games, Spikeball application and
            receipt. You are signed out on every device. Download your data first if you want to keep a copy.
          </span>
        </p>
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
          <DeleteMyAccountForm
            remove={remove}
            onDeleted={() => {
              setOpen(false);
              onDeleted();
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
