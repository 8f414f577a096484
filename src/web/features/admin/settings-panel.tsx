// Settings tab: Send Global Notification, the list of notifications (deactivate, delete), and Signup Control.
import { Trash2 } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/web/lib/toast";
import { createNotificationSchema } from "@/domain/notifications/notification-schemas";
import {
  MESSAGE_MAX,
  NOTIFICATION_TEXTS,
  NOTIFICATION_TYPES,
  TITLE_MAX,
} from "@/domain/notifications/notification-texts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { fieldControlClass, Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { PageNav } from "@/web/components/ui/page-nav";
import { Switch } from "@/web/components/ui/switch";
import { cn } from "@/web/lib/cn";
import { useDeleteNotification } from "./api/delete-notification";
import { useAdminNotifications } from "./api/get-notifications";
import { useSignupEnabled } from "./api/get-signup-enabled";
import { useSendNotification } from "./api/send-notification";
import { useSetNotificationActive } from "./api/set-notification-active";
import { useSetSignup } from "./api/set-signup";
import { SEND_NOTIFICATION_PANEL_ID, SYSTEM_SETTINGS_PANEL_ID } from "./panel-ids";
import { usePageCount } from "@/web/lib/use-page-count";

const NO_NOTIFICATION = { title: "", message: "", type: "info" as const, expiresHours: null };

export function SettingsPanel() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <SendNotificationCard />
      <div className="flex flex-col gap-6">
        <SignupControlCard />
        <NotificationListCard />
      </div>
    </div>
  );
}

function SendNotificationCard() {
  const send = useSendNotification();
  const { register, handleSubmit, formState, control, reset } = useForm({
    resolver: zodResolver(createNotificationSchema),
    defaultValues: NO_NOTIFICATION,
  });
  const [title = "", message = ""] = useWatch({ control, name: ["title", "message"] });
  const id = useId();

  const submit = handleSubmit(
    (values) =>
      send.mutate(values, {
        onSuccess: () => {
          toast.success(NOTIFICATION_TEXTS.sent);
          reset();
        },
      }),
    // The specification's toast for a form sent incomplete, beside the errors under the fields.
    (errors) => toast.error(Object.values(errors)[0]?.message ?? NOTIFICATION_TEXTS.required),
  );

  return (
    <Card id={SEND_NOTIFICATION_PANEL_ID} className="scroll-mt-20">
      <CardHeader>
        <CardTitle asChild>
          <h3>Send Global Notification</h3>
        </CardTitle>
        <CardDescription>Shown at the top right of every page, to signed-in and anonymous visitors.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <FormField
            id={`${id}-title`}
            label="Title"
            hint={`${title.length}/${TITLE_MAX}`}
            registration={register("title")}
            error={formState.errors.title}
          >
            {(field) => <Input {...field} maxLength={TITLE_MAX} />}
          </FormField>
          <FormField
            id={`${id}-message`}
            label="Message"
            hint={`${message.length}/${MESSAGE_MAX}`}
            registration={register("message")}
            error={formState.errors.message}
          >
            {(field) => (
              <textarea {...field} maxLength={MESSAGE_MAX} rows={3} className={cn(fieldControlClass, "h-auto py-2")} />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-type`} label="Type" registration={register("type")}>
              {(field) => (
                <select {...field} className={fieldControlClass}>
                  {NOTIFICATION_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t[0]!.toUpperCase() + t.slice(1)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              id={`${id}-hours`}
              label="Expires in (hours, optional)"
              hint="1 to 8760; empty never expires"
              registration={register("expiresHours", {
                // Empty never expires (the form starts with null, the input gives text).
                setValueAs: (hours: string | null) => (hours?.trim() ? Number(hours) : null),
              })}
              error={formState.errors.expiresHours}
            >
              {(field) => <Input {...field} type="number" inputMode="numeric" min={1} max={8760} />}
            </FormField>
          </div>
          <Button type="submit" disabled={send.isPending}>
            Send Notification
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function SignupControlCard() {
  const enabled = useSignupEnabled();
  const setSignup = useSetSignup();
  const id = useId();
  return (
    <Card id={SYSTEM_SETTINGS_PANEL_ID} className="scroll-mt-20">
      <CardHeader>
        <CardTitle asChild>
          <h3>Signup Control</h3>
        </CardTitle>
        <CardDescription>Whether new students can create accounts.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <Switch
          id={id}
          checked={enabled.data ?? false}
          disabled={enabled.isPending || setSignup.isPending}
          onCheckedChange={(checked) =>
            setSignup.mutate(checked, {
              onSuccess: () => toast.success(checked ? "Sign-up enabled" : "Sign-up disabled"),
            })
          }
        />
        <Label htmlFor={id}>Allow new sign-ups</Label>
      </CardContent>
    </Card>
  );
}

function NotificationListCard() {
  const [page, setPage] = useState(1);
  const list = useAdminNotifications(page);
  // Deleting the last notification of the last page leaves that page empty: show the one before.
  const pages = usePageCount(list, page, setPage);
  const setActive = useSetNotificationActive();
  const remove = useDeleteNotification();
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
                  onClick={() => setActive.mutate({ id: n.id, isActive: !n.isActive })}
                >
                  {n.isActive ? "Deactivate" : "Activate"}
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Delete notification ${n.title}`}
                  onClick={() => remove.mutate(n.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <PageNav label="Notification pages" className="mt-4" page={page} pageCount={pages} onPage={setPage} />
      </CardContent>
    </Card>
  );
}
