// Switches sign-up on or off for everyone, recorded in the audit log.
import { ADMIN_TOPIC } from "../../../domain/realtime-topics";
import { signupSettings } from "../../db/schema";
import { type AuditActor, recordAdminAction } from "../../platform/auth/audit-log";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function setSignUpEnabled({ db, realtime }: UseCaseDeps, actor: AuditActor, enabled: boolean) {
  const adminId = actor.id;
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ enabled: signupSettings.isSignupEnabled }).from(signupSettings).for("update");
    await tx
      .insert(signupSettings)
      .values({ id: 1, isSignupEnabled: enabled, updatedBy: adminId })
      .onConflictDoUpdate({
        target: signupSettings.id,
        set: { isSignupEnabled: enabled, updatedBy: adminId, updatedAt: new Date() },
      });
    await recordAdminAction(tx, realtime, actor, {
      action: "signup.toggle",
      targetType: "signup_settings",
      before: { signupEnabled: current?.enabled ?? true },
      after: { signupEnabled: enabled },
    });
    await realtime.publish(tx, ADMIN_TOPIC, "signup-changed", { enabled });
  });
  return enabled;
}
