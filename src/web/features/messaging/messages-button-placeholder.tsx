// The dashboard's Messages button as it stands until the messaging code has loaded (a moment after the page's first
// paint): the same size and words, not yet usable.
import { MessagesSquare } from "lucide-react";
import { Button } from "@/web/components/ui/button";

export function MessagesButtonPlaceholder() {
  return (
    <Button variant="outline" disabled>
      <MessagesSquare aria-hidden="true" />
      Messages
    </Button>
  );
}
