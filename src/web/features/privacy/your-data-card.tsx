// "Your data" (issue 11): download everything the school app holds about me, or delete my account for good.
import { zodResolver } from "@hookform/resolvers/zod";
import { Download, LoaderCircle, ShieldCheck, Trash2, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/web/lib/toast";
import { deleteMyAccountSchema } from "@/domain/privacy/privacy-schemas";
import { Button } from "@/web/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/web/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { useDeleteMyAccount } from "./api/delete-my-account";
import { useDownloadMyData } from "./api/download-my-data";

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
            {download.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Download aria-hidden="true" />
            )}
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
  const { register, handleSubmit, formState, reset, setError, setFocus } = useForm({
    resolver: zodResolver(deleteMyAccountSchema),
    defaultValues: { password: "" },
  });
  const id = useId();

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    reset();
  };
  const submit = handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        onDeleted();
      },
      // A wrong password (or any refusal) is said under the field, selected for retyping.
      onError: (failure) => {
        setError("password", { type: "server", message: failure.message });
        setFocus("password", { shouldSelect: true });
      },
    }),
  );

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
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField
            id={`${id}-password`}
            label="Your password"
            registration={register("password")}
            error={formState.errors.password}
          >
            {(control) => <Input {...control} type="password" autoComplete="current-password" />}
          </FormField>
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              Delete my account
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
