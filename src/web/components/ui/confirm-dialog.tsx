// A dialog that asks before something that cannot be undone: what the trigger does, what goes with it, Cancel or the
// confirming button. The caller's `onConfirm` gets `close`, to call once the action has succeeded (a failure keeps
// the dialog open, with the toast the mutation shows). While the action runs, the dialog stays open.
import { type ReactNode, useState } from "react";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";
import { Spinner } from "./spinner";

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  /** More on what goes with it (a warning), under the description. */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirming button is red (the default) or the app's usual one, for a change that can be made again. */
  destructive?: boolean;
  pending: boolean;
  onConfirm: (close: () => void) => void;
};

export function ConfirmDialog({
  trigger,
  title,
  description,
  children,
  confirmLabel,
  destructive = true,
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle className="break-words">{title}</DialogTitle>
        <DialogDescription className="break-words">{description}</DialogDescription>
        {children}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant={destructive ? "destructive" : "default"}
            disabled={pending}
            onClick={() => onConfirm(() => setOpen(false))}
          >
            {pending ? <Spinner /> : null}
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
