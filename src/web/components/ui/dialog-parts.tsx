// The dialog's parts built on Radix's (focus trap, Escape, the rest of the page hidden from screen readers, scroll
// lock). Loaded by dialog.tsx when a dialog first opens, or before: never with a page's first paint.
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ComponentProps, useRef } from "react";
import { cn } from "@/web/lib/cn";

export type DialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  contentId: string;
  /** The DialogTrigger's element, when the dialog has one. */
  trigger: HTMLElement | null;
  setTrigger: (element: HTMLElement | null) => void;
};

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content>;

export function RadixDialogContent({
  state,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps & { state: DialogState }) {
  // Focus goes back to the element focused as the dialog opened (its button, or an Edit button in a list for a
  // dialog opened from state), or else to the dialog's trigger.
  const opener = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Root open={state.open} onOpenChange={state.setOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <DialogPrimitive.Content
          id={state.contentId}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 flex max-h-[95dvh] w-[calc(100vw-1rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-2xl outline-none sm:p-6",
            className,
          )}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            const target = [opener.current, state.trigger].find(
              (element) => element instanceof HTMLElement && element.isConnected && element !== document.body,
            );
            if (!(target instanceof HTMLElement)) return;
            event.preventDefault();
            target.focus();
          }}
          {...props}
        >
          {children}
          <DialogPrimitive.Close className="absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground hover:bg-secondary hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export function RadixDialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("pr-8 text-lg font-semibold", className)} {...props} />;
}

export function RadixDialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export const RadixDialogClose = DialogPrimitive.Close;
