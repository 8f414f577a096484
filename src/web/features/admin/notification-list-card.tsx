// The admin's list of sent notifications, a page at a time: Activate or Deactivate each, and Delete after a
// confirmation. Each says what it did (issue 36: Delete asked nothing, and neither said anything).
import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { AdminNotificationPage } from "@/domain/notifications/notification-schemas";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { PageNav } from "@/web/components/ui/page-nav";
import { toast } from "@/web/lib/toast";
import { usePageCount } from "@/web/lib/use-page-count";
import { useDeleteNotification } from "./api/delete-notification";
import { useAdminNotifications } from "./api/get-notifications";
import { useSetNotificationActive } from "./api/set-notification-active";

export function NotificationListCard() {
  const [page, setPage] = useState(1);
  const list = useAdminNotifications(page);
  // Deleting the last notification of the last page leaves that page empty: show the one before.
  const pages = usePageCount(list, page, setPage);
  const setActive = useSetNotificationActive();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>Notifications</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {list.data?.total === 0 && <p className="text-muted-foreground">No notifications sent yet.</p>}
        <ul className="flex flex-col gap-2">
          {list.data?.notifications.map((n) => (
            <li key={n.id} className="flex items-start justify-between gap-3 rounded-lg border border-border p-3">
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {n.title} <span className="text-xs text-muted-foreground">({n.type})</span>
                </p>
                <p className="text-sm break-words text-muted-foreground">{n.message}</p>
                <p className="text-xs text-muted-foreground">
                  {n.isActive ? "Active" : "Inactive"}
                  {n.expiresAt ? ` · expires ${new Date(n.expiresAt).toLocaleString()}` : ""}
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={setActive.isPending && setActive.variables?.id === n.id}
                  onClick={() =>
                    setActive.mutate(
                      { id: n.id, isActive: !n.isActive },
                      {
                        onSuccess: () =>
                          toast.success(n.isActive ? "Notification deactivated" : "Notification activated", {
                            description: n.title,
                          }),
                      },
                    )
                  }
                >
                  {n.isActive ? "Deactivate" : "Activate"}
                </Button>
                <DeleteNotificationDialog notification={n} />
              </div>
            </li>
          ))}
        </ul>
        <PageNav label="Notification pages" className="mt-4" page={page} pageCount={pages} onPage={setPage} />
      </CardContent>
    </Card>
  );
}

type AdminNotification = AdminNotificationPage["notifications"][number];

function DeleteNotificationDialog({ notification: n }: { notification: AdminNotification }) {
  const remove = useDeleteNotification();
  return (
    <ConfirmDialog
      trigger={
        <Button size="icon" variant="ghost" aria-label={`Delete notification ${n.title}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={`Delete ${n.title}?`}
      description="It disappears from every visitor's banner and from this list. This cannot be undone."
      confirmLabel="Delete Notification"
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(n.id, {
          onSuccess: () => {
            toast.success("Notification deleted", { description: n.title });
            close();
          },
        })
      }
    />
  );
}
