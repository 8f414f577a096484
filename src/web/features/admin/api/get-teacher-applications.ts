// GET /api/admin/teacher-applications: the teacher applications waiting for an admin.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./query-keys";

export type TeacherApplication = {
  id: string;
  userId: string;
  name: string;
  email: string;
  schoolId: number | null;
  roomNumber: string | null;
  status: string;
  createdAt: string;
};

export const getTeacherApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.teachers(),
    queryFn: ({ signal }) =>
      apiFetch<{ applications: TeacherApplication[] }>("/api/admin/teacher-applications", { signal }).then(
        (r) => r.applications,
      ),
  });

export const useTeacherApplications = () =>
  useQuery({
    ...getTeacherApplicationsQueryOptions(),
    meta: { errorMessage: "Failed to load pending teacher applications" },
  });
