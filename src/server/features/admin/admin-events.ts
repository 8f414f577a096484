// Realtime for the admin console: the one `admin` topic its open screens follow (admins only). The topic itself is
// registered by the realtime hub, because the audit log of every feature publishes on it too.

export const ADMIN_TOPIC = "admin";
