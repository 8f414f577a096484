// Add a friend by school email or personal code, and my own personal code with New code to replace it.
import { KeyRound, RefreshCw, Send } from "lucide-react";
import { useId } from "react";
import { z } from "zod";
import { sendFriendRequestSchema } from "@/domain/friends/friends-schemas";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { toast } from "@/web/lib/toast";
import { useRenewFriendCode } from "./api/renew-friend-code";
import { useSendFriendRequest } from "./api/send-friend-request";

/**
 * The add-friend box takes an email or a code in one field: what it holds becomes the request's email (when it has
 * an @) or its code, which the domain's schema checks; its refusals go under the one field.
 */
const addFriendFormSchema = z.object({ friend: z.string() }).transform(({ friend }, ctx) => {
  const request = sendFriendRequestSchema.safeParse(friend.includes("@") ? { email: friend } : { code: friend });
  if (request.success) return request.data;
  for (const issue of request.error.issues) ctx.addIssue({ code: "custom", path: ["friend"], message: issue.message });
  return z.NEVER;
});

export function AddFriendForm({ friendCode }: { friendCode: string }) {
  const send = useSendFriendRequest();
  const renew = useRenewFriendCode();
  const { register, submit, formState, setError, reset } = useSchemaForm(addFriendFormSchema, {
    defaultValues: { friend: "" },
  });
  const fieldId = useId();

  const onSubmit = submit((request) =>
    send.mutate(request, {
      onSuccess: () => {
        toast.success("Friend request sent");
        reset();
      },
      // The server's refusal (no such student, declined lately…) goes under the field, not in a toast.
      onError: (e) => setError("friend", { type: "server", message: e.message }, { shouldFocus: true }),
    }),
  );

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <FormField
          id={fieldId}
          label="Add a friend"
          hint="Their school email, or the personal code they gave you."
          registration={register("friend")}
          error={formState.errors.friend}
          className="flex-1"
        >
          {(control) => <Input {...control} autoComplete="off" placeholder="name@school.example or ABCD-EFGH" />}
        </FormField>
        <SubmitButton pending={send.isPending} icon={<Send aria-hidden="true" />} className="sm:mt-7">
          Send request
        </SubmitButton>
      </form>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-background/40 p-3 text-sm">
        <KeyRound aria-hidden="true" className="size-4 text-accent" />
        <span>
          Your personal code:{" "}
          <strong className="font-mono text-base tracking-widest" data-testid="friend-code">
            {friendCode.slice(0, 4)}-{friendCode.slice(4)}
          </strong>
        </span>
        <Button
          size="sm"
          variant="outline"
          disabled={renew.isPending}
          onClick={() =>
            renew.mutate(undefined, {
              onSuccess: () => toast.success("New personal code ready: the old one no longer works"),
            })
          }
        >
          <RefreshCw aria-hidden="true" />
          New code
        </Button>
      </div>
    </div>
  );
}
