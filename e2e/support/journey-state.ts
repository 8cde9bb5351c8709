import { consented } from "./consent.ts";
import { quietPopups } from "./popups.ts";

/**
 * The browser state journeys start with: cookies accepted (the consent
 * journeys start afresh) and the feedback invitation already closed (the
 * popups' journeys opt back in), so neither covers what a journey clicks.
 */
export const journeyState = {
  cookies: [...consented.cookies, ...quietPopups.cookies],
  origins: [],
};
