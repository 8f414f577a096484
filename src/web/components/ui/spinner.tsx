// The one sign that something is under way: a turning circle, hidden from screen readers (the text beside it, or the
// button's own name, says what is happening).
import { LoaderCircle } from "lucide-react";
import { cn } from "@/web/lib/cn";

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("animate-spin", className)} />;
}
