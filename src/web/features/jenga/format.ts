// Dates as the Jenga pages show them, in the viewer's locale and time zone.
import { format } from "date-fns";

export const formatDate = (iso: string) => format(new Date(iso), "PP");
export const formatDateTime = (iso: string) => format(new Date(iso), "PPp");
