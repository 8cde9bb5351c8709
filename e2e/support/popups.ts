/**
 * The browser state every journey starts with: the feedback invitation
 * (frame §4 "Popups") already closed on the demo tenants' hosts, as its
 * one-week cookie leaves it, so it covers nothing a journey clicks. The
 * popups' own journeys (popups.spec.ts) start without it.
 */
const hosts = ["localhost", "thermal.localhost", "neutral.localhost", "127.0.0.1"];

export const quietPopups = {
  cookies: hosts.map((domain) => ({
    name: "showFeedback",
    value: "false",
    domain,
    path: "/",
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: "Lax" as const,
  })),
  origins: [],
};
