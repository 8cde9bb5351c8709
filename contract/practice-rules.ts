/*
 * Rules of hands-on practice (frame §1, §2, §6; decision 0059) shared by the
 * browser, the server and the seed, free of zod (decision 0005).
 */

/** What a lab may hold: short enough for a dialog, long enough for a real exercise. */
export const PRACTICE_LIMITS = {
  title: 200,
  goal: 500,
  step: 1000,
  /** A guided exercise of more steps is two labs. */
  steps: 30,
  simulatorUrl: 500,
  /** Minutes a lab is estimated to take: a working day at most. */
  minMinutes: 1,
  maxMinutes: 480,
} as const;

/**
 * Why an address cannot be a lab's simulator, or null when it can: an
 * absolute https address of a named host, without a user name or password
 * (which would be a credential in the page, and a way to dress up a host).
 * The lab opens it in a new tab, so a `javascript:` or `http:` address, or a
 * relative one, would run script or travel in clear from the learner's click.
 */
export function simulatorAddressProblem(value: string): string | null {
  if (value.length > PRACTICE_LIMITS.simulatorUrl)
    return `at most ${PRACTICE_LIMITS.simulatorUrl} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "an absolute https address";
  }
  if (url.protocol !== "https:") return "an absolute https address";
  if (url.username !== "" || url.password !== "") return "no user name or password in the address";
  if (!/^[a-z0-9.-]+$/i.test(url.hostname) || !url.hostname.includes(".")) return "a named host";
  return null;
}

/** The steps of a lab and how many of them the learner ticked. */
export type LabSteps = { stepCount: number; doneSteps: number };

/**
 * A lab may be marked complete once every step is ticked: completing is the
 * learner's own statement that they did the exercise, so it follows the steps
 * rather than replacing them.
 */
export const canCompleteLab = ({ stepCount, doneSteps }: LabSteps): boolean =>
  stepCount > 0 && doneSteps >= stepCount;
