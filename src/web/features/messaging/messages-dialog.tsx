// The student dashboard's Messages button, with the unread badge, opening the conversation dialog. The conversations'
// code loads when the dialog opens (or as the pointer or focus reaches the button), not with the dashboard.
import { MessagesSquare } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { unreadBadge } from "@/domain/messaging/message-rules";
import { ConnectionIndicator } from "@/web/components/connection-indicator";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { useUnreadCount } from "./api/get-unread-count";
import type { MessagingUser } from "./conversation-panel";
import { useConversationLink } from "./use-conversation-link";
import { useLiveMessages } from "./use-live-messages";
import { Spinner } from "@/web/components/ui/spinner";

const loadConversationPanel = () => import("./conversation-panel");
const ConversationPanel = lazy(() => loadConversationPanel().then((m) => ({ default: m.ConversationPanel })));
const preloadConversationPanel = () => void loadConversationPanel();

export function MessagesDialog({ me }: { me: MessagingUser }) {
  useLiveMessages(me.id);
  const unread = useUnreadCount();
  const badge = unreadBadge(unread.data ?? 0);
  // A message's push opens the dashboard with its conversation: the dialog starts open on it.
  const link = useConversationLink();
  const [open, setOpen] = useState(link.partnerId !== null);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className="relative"
          onPointerEnter={preloadConversationPanel}
          onFocus={preloadConversationPanel}
        >
          <MessagesSquare aria-hidden="true" />
          Messages
          {badge && (
            <span className="ml-1 rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">
              {badge}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="flex flex-wrap items-center gap-3">
          <DialogTitle>Messages</DialogTitle>
          <ConnectionIndicator />
        </div>
        <DialogDescription>Write to your school's administrators; their answers arrive here live.</DialogDescription>
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="size-4" /> Loading conversations…
            </p>
          }
        >
          <ConversationPanel me={me} openPartnerId={link.partnerId} onLinkHandled={link.clear} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
