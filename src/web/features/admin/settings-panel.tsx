// Settings tab: Send Global Notification, the list of notifications (deactivate, delete), and Signup Control.
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "@/web/lib/toast";
import { createNotificationSchema } from "@/domain/notifications/notification-schemas";
import {
  EXPIRY_HOURS_MAX,
  EXPIRY_HOURS_MIN,
  MESSAGE_MAX,
  NOTIFICATION_TEXTS,
  NOTIFICATION_TYPES,
  TITLE_MAX,
} from "@/domain/notifications/notification-texts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { fieldControlClass, Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { cn } from "@/web/lib/cn";
import { useSignupEnabled } from "./api/get-signup-enabled";
import { useSendNotification } from "./api/send-notification";
import { useSetSignup } from "./api/set-signup";
import { NotificationListCard } from "./notification-list-card";
import { SEND_NOTIFICATION_PANEL_ID, SYSTEM_SETTINGS_PANEL_ID } from "./panel-ids";

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
  const { register, submit, formState, control, reset } = useSchemaForm(createNotificationSchema, {
    defaultValues: NO_NOTIFICATION,
    // The specification's toast for a form sent incomplete, beside the errors under the fields.
    invalidToast: (first) => first ?? NOTIFICATION_TEXTS.required,
  });
  const [title = "", message = ""] = useWatch({ control, name: ["title", "message"] });
  const id = useId();

  const onSubmit = submit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(NOTIFICATION_TEXTS.sent);
        reset();
      },
    }),
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
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
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
              hint={`${EXPIRY_HOURS_MIN} to ${EXPIRY_HOURS_MAX}; empty never expires`}
              registration={register("expiresHours", {
                // Empty never expires (the form starts with null, the input gives text).
                setValueAs: (hours: string | null) => (hours?.trim() ? Number(hours) : null),
              })}
              error={formState.errors.expiresHours}
            >
              {(field) => (
                <Input {...field} type="number" inputMode="numeric" min={EXPIRY_HOURS_MIN} max={EXPIRY_HOURS_MAX} />
              )}
            </FormField>
          </div>
          <SubmitButton pending={send.isPending}>Send Notification</SubmitButton>
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
