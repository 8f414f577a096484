// The messaging component: conversations on the left (name, last message, time, unread count), the selected
// thread on the right with its composer. Administrators start conversations with anyone through People; students
// start one with an administrator.
import { UserPlus, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { PageNav } from "@/web/components/ui/page-nav";
import { cn } from "@/web/lib/cn";
import { useConversations } from "./api/get-conversations";
import { useMarkConversationRead } from "./api/mark-read";
import { ConversationList } from "./conversation-list";
import { MessageThread, type Partner } from "./message-thread";
import { PeoplePicker } from "./people-picker";
import { useLiveMessages } from "./use-live-messages";
import { usePageCount } from "@/web/lib/use-page-count";

export type MessagingUser = { id: string; role: string };

type ConversationPanelProps = {
  me: MessagingUser;
  /** Open the conversation with this person once the list has it (a message's push links to it). */
  openPartnerId?: string | null;
  /** The linked conversation was opened, or is not in the list. */
  onLinkHandled?: () => void;
};

export function ConversationPanel({ me, openPartnerId = null, onLinkHandled }: ConversationPanelProps) {
  useLiveMessages(me.id);
  // An administrator's list grows with the school: it comes a page at a time, the most recent first.
  const [page, setPage] = useState(1);
  const conversations = useConversations(page);
  const list = conversations.data?.conversations;
  // A list that became shorter than the page shown (its people deleted) goes back to its last page.
  const pageCount = usePageCount(conversations, page, setPage);
  const [partner, setPartner] = useState<Partner | null>(null);
  const [picking, setPicking] = useState(false);
  const markRead = useMarkConversationRead();

  useEffect(() => {
    if (conversations.isError) console.error("Failed to load conversations", conversations.error);
  }, [conversations.isError, conversations.error]);

  const open = (next: Partner) => {
    setPartner(next);
    setPicking(false);
    markRead.mutate(next.id);
  };

  // The linked conversation opens once the list has it (set while rendering: no extra frame without it); then the
  // link is dropped from the address.
  const [handledLink, setHandledLink] = useState<string | null>(null);
  if (openPartnerId && list && handledLink !== openPartnerId) {
    setHandledLink(openPartnerId);
    const linked = list.find((c) => c.userId === openPartnerId);
    if (linked) {
      setPartner({ id: linked.userId, name: linked.userName, email: linked.userEmail });
      setPicking(false);
    }
  }
  useEffect(() => {
    if (handledLink) onLinkHandled?.();
    // Once per link: the callback's identity may change as the address does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handledLink]);

  // A message arriving in the open thread is read at once.
  const openUnread = list?.find((c) => c.userId === partner?.id)?.unreadCount ?? 0;
  useEffect(() => {
    if (partner && openUnread > 0) markRead.mutate(partner.id);
    // markRead is stable enough; re-running on its identity would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [partner?.id, openUnread]);

  const isAdmin = me.role === "admin";
  return (
    <div className="grid h-[600px] max-h-[75dvh] grid-cols-1 overflow-hidden rounded-lg border border-border md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <section
        aria-label="Conversations"
        className={cn(
          "flex min-h-0 flex-col border-border md:border-r",
          partner || picking ? "hidden md:flex" : "flex",
        )}
      >
        {/* Wraps: at a third of the dialog the title and New message do not fit on one line (issue 36). */}
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border p-3">
          <h3 className="font-semibold">Conversations</h3>
          <Button size="sm" variant="outline" onClick={() => setPicking(true)}>
            {isAdmin ? <Users aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
            {isAdmin ? "People" : "New message"}
          </Button>
        </div>
        <ConversationList
          // Another page starts at its top, not where the previous one was scrolled to.
          key={conversations.data?.page ?? 1}
          conversations={list}
          loading={conversations.isPending}
          selectedId={partner?.id ?? null}
          onSelect={(c) => open({ id: c.userId, name: c.userName, email: c.userEmail })}
        />
        <PageNav
          label="Conversation list pages"
          page={page}
          pageCount={pageCount}
          onPage={setPage}
          className="border-t border-border p-2"
        />
      </section>

      <section aria-label="Messages" className={cn("min-h-0 flex-col", partner || picking ? "flex" : "hidden md:flex")}>
        {picking ? (
          <PeoplePicker isAdmin={isAdmin} onPick={(p) => open(p)} onCancel={() => setPicking(false)} />
        ) : partner ? (
          <MessageThread myId={me.id} partner={partner} onBack={() => setPartner(null)} />
        ) : (
          <p className="m-auto max-w-xs p-6 text-center text-muted-foreground">
            Select a conversation to read it
            {isAdmin ? ", or start one from People." : ", or start one with New message."}
          </p>
        )}
      </section>
    </div>
  );
}
