// The Teachers tab: pending teacher applications, each approved or denied here.
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { toast } from "@/web/lib/toast";
import { useDecideTeacher } from "./api/decide-teacher-application";
import { useTeacherApplications } from "./api/get-teacher-applications";

export function TeachersPanel() {
  const applications = useTeacherApplications();
  const decide = useDecideTeacher();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>Pending Teacher Applications</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {applications.data?.length === 0 && <p className="text-muted-foreground">No pending applications.</p>}
        <ul className="flex flex-col gap-2">
          {applications.data?.map((a) => (
            <li
              key={a.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
            >
              <div className="min-w-0">
                <p className="font-medium">{a.name}</p>
                <p className="text-sm break-all text-muted-foreground">{a.email}</p>
                <p className="text-xs text-muted-foreground">
                  Room {a.roomNumber ?? "–"} · applied {new Date(a.createdAt).toLocaleDateString()}
                </p>
              </div>
              <div className="flex gap-2">
                {[true, false].map((approve) => (
                  <Button
                    key={String(approve)}
                    size="sm"
                    variant={approve ? "default" : "outline"}
                    disabled={decide.isPending}
                    onClick={() =>
                      decide.mutate(
                        { userId: a.userId, approve },
                        {
                          onSuccess: () => toast.success(approve ? "Teacher Approved" : "Application Denied"),
                        },
                      )
                    }
                  >
                    {approve ? "Approve" : "Deny"}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
