// GET /api/admin/users/export: the users CSV, downloaded through the browser with the server's dated file name.
export async function downloadUsersCsv(): Promise<void> {
  const response = await fetch("/api/admin/users/export", { credentials: "same-origin" });
  if (!response.ok) throw new Error(`Export failed with status ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "users.csv";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
