// A modal dialog: traps focus, closes on Escape, returns focus to the button that opened it. Only the button is part
// of a page's first paint: Radix's dialog and the dialog's frame (dialog-parts.tsx) load as the pointer or focus
// reaches a DialogTrigger, once the browser is idle with one on the page, or when a dialog opens, whichever is first.
import { Slot } from "@radix-ui/react-slot";
import {
  type ComponentProps,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from "react";
import { whenBrowserIdle } from "@/web/lib/when-idle";
import type * as DialogPartsModule from "./dialog-parts";
import type { DialogContentProps, DialogState } from "./dialog-parts";

type DialogParts = typeof DialogPartsModule;

let parts: DialogParts | undefined;
let loading: Promise<DialogParts> | undefined;

/** Starts loading the dialog's code (once); resolves when it has loaded. */
export function preloadDialog(): Promise<DialogParts> {
  loading ??= import("./dialog-parts").then((loaded) => (parts = loaded));
  return loading;
}

const LoadedContent = lazy(() => preloadDialog().then((loaded) => ({ default: loaded.RadixDialogContent })));

/** The parts that render inside a DialogContent, whose code has loaded by then. */
function loadedParts(part: string): DialogParts {
  if (!parts) throw new Error(`${part} renders inside a DialogContent`);
  return parts;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialogState(part: string): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`${part} renders inside a Dialog`);
  return state;
}

type DialogProps = {
  /** Open or closed, when the caller keeps the state; otherwise the dialog keeps its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
};

export function Dialog({ open, defaultOpen = false, onOpenChange, children }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const controlled = open !== undefined;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const contentId = useId();
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const state = useMemo(
    () => ({ open: isOpen, setOpen, contentId, trigger, setTrigger }),
    [isOpen, setOpen, contentId, trigger],
  );
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

type TriggerProps = ComponentProps<"button"> & { asChild?: boolean };

export function DialogTrigger({ asChild, onClick, onPointerEnter, onFocus, ...props }: TriggerProps) {
  const { open, setOpen, contentId, setTrigger } = useDialogState("DialogTrigger");
  // A button on the page is a dialog someone may open: have its code ready before they do.
  useEffect(() => whenBrowserIdle(() => void preloadDialog()), []);
  const Button = asChild ? Slot : "button";
  return (
    <Button
      ref={setTrigger}
      type={asChild ? undefined : "button"}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? "open" : "closed"}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        void preloadDialog();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        void preloadDialog();
      }}
      {...props}
    />
  );
}

export function DialogContent(props: DialogContentProps) {
  const state = useDialogState("DialogContent");
  // Mounted from the first opening on, so that closing runs Radix's own closing (focus back to the opener).
  const [opened, setOpened] = useState(state.open);
  if (state.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedContent state={state} {...props} />
    </Suspense>
  );
}

export function DialogTitle(props: ComponentProps<DialogParts["RadixDialogTitle"]>) {
  const { RadixDialogTitle } = loadedParts("DialogTitle");
  return <RadixDialogTitle {...props} />;
}

export function DialogDescription(props: ComponentProps<DialogParts["RadixDialogDescription"]>) {
  const { RadixDialogDescription } = loadedParts("DialogDescription");
  return <RadixDialogDescription {...props} />;
}

export function DialogClose(props: ComponentProps<DialogParts["RadixDialogClose"]>) {
  const { RadixDialogClose } = loadedParts("DialogClose");
  return <RadixDialogClose {...props} />;
}
