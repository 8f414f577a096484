// `/admin/messaging-docs`: admins only. Its own module, so the page does not download the console's code.
import { AdminOnly } from "@/web/app/routes/admin-only";
import { MessagingDocsPage } from "@/web/features/admin/messaging-docs-page";

export function AdminMessagingDocsRoute() {
  return <AdminOnly>{() => <MessagingDocsPage />}</AdminOnly>;
}
