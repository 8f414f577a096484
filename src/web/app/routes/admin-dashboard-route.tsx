// `/admin/dashboard`: admins only. Composes the console with what other features bring: the messaging center, the
// schools of the sign-up options, the Spikeball tab, the schedule-sharing switch and notifications on this device. The messaging and Spikeball
// tabs are loaded when first opened, which keeps the console's first download within budget (docs/decisions/012).
import { lazy, Suspense } from "react";
import type { Me } from "@/domain/accounts/account-schemas";
import { PageLoading } from "@/web/app/page-loading";
import { AdminOnly } from "@/web/app/routes/admin-only";
import { useSignUpOptions } from "@/web/features/accounts/api/get-sign-up-options";
import { useSignOutToHome } from "@/web/features/accounts/use-sign-out-to-home";
import { AdminConsolePage } from "@/web/features/admin/admin-console-page";
import { SchoolSharingSwitch } from "@/web/features/friends/school-sharing-switch";
import { useConversationLink } from "@/web/features/messaging/use-conversation-link";
import { DeleteUserAccountButton } from "@/web/features/privacy/delete-user-account-button";

const ConversationPanel = lazy(() =>
  import("@/web/features/messaging/conversation-panel").then((m) => ({ default: m.ConversationPanel })),
);
const PushSettingsCard = lazy(() =>
  import("@/web/features/push/push-settings-card").then((m) => ({ default: m.PushSettingsCard })),
);
const TimetableImportPanel = lazy(() =>
  import("@/web/features/schedule/timetable-import-panel").then((m) => ({ default: m.TimetableImportPanel })),
);
const SpikeballAdminPanel = lazy(() =>
  import("@/web/features/spikeball/spikeball-admin-panel").then((m) => ({ default: m.SpikeballAdminPanel })),
);

export function AdminDashboardRoute() {
  return <AdminOnly>{(admin) => <AdminConsole me={admin} />}</AdminOnly>;
}

function AdminConsole({ me }: { me: Me }) {
  const { signOut } = useSignOutToHome();
  const signUpOptions = useSignUpOptions();
  // A message's push links here with its conversation: open the Messaging tab on it.
  const link = useConversationLink();
  return (
    <AdminConsolePage
      onLogout={signOut}
      initialTab={link.partnerId ? "messaging" : "overview"}
      messagingCenter={
        <Suspense fallback={<PageLoading />}>
          <ConversationPanel me={me} openPartnerId={link.partnerId} onLinkHandled={link.clear} />
        </Suspense>
      }
      schools={signUpOptions.data?.schools ?? []}
      timetable={
        <Suspense fallback={<PageLoading />}>
          <TimetableImportPanel />
        </Suspense>
      }
      spikeball={
        <Suspense fallback={<PageLoading />}>
          <SpikeballAdminPanel />
        </Suspense>
      }
      settingsExtra={
        <>
          <SchoolSharingSwitch />
          <Suspense fallback={<PageLoading />}>
            <PushSettingsCard />
          </Suspense>
        </>
      }
      userActions={(user) => (user.id === me.id ? null : <DeleteUserAccountButton user={user} />)}
    />
  );
}
