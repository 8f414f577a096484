// The student dashboard's Messages button, with the unread badge, opening the conversation dialog.
import { MessagesSquare } from "lucide-react";
import { unreadBadge } from "@/domain/messaging/message-schemas";
import { ConnectionIndicator } from "@/web/components/connection-indicator";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { useUnreadCount } from "./api/get-unread-count";
import { ConversationPanel, type MessagingUser } from "./conversation-panel";
import { useLiveMessages } from "./use-live-messages";

export function MessagesDialog({ me }: { me: MessagingUser }) {
  useLiveMessages(me.id);
  const unread = useUnreadCount();
  const badge = unreadBadge(unread.data ?? 0);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="relative">
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
        <ConversationPanel me={me} />
      </DialogContent>
    </Dialog>
  );
}
