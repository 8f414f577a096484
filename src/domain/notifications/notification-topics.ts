// The school-wide notifications' realtime topic: public, so the banner of a signed-out visitor is live too.

export const NOTIFICATIONS_TOPIC = "notifications";
