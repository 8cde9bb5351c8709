/**
 * The trainer team's rules the pages share with the server (decision 0005:
 * no zod here).
 */

/** Page sizes of the trainer list (frame §9: 16/32/64/128). */
export const TRAINER_PAGE_SIZES = [16, 32, 64, 128] as const;
export type TrainerPageSize = (typeof TRAINER_PAGE_SIZES)[number];
export const TRAINER_PAGE_SIZE_DEFAULT: TrainerPageSize = 16;

/** How many trainers the home page's trainers section shows. */
export const HOME_TRAINERS = 4;

/** Frame §9: a trainer application is decided within 7 business days. */
export const APPLICATION_DECISION_BUSINESS_DAYS = 7;
/** Frame §9: a declined application's data is deleted within 3 business days. */
export const DECLINED_DELETION_BUSINESS_DAYS = 3;

/** Application status (trainer_applications.status). */
export const ApplicationStatus = { pending: 0, accepted: 1, declined: 2 } as const;

/** The CV: PDF or Word, at most 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT = ".pdf,.doc,.docx";

/** Captcha answers: letters and digits nobody confuses (no 0/O, 1/I/L), case ignored. */
export const CAPTCHA_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CAPTCHA_LENGTH = 5;

/** Field limits of the application form (trainer_applications). */
export const APPLICATION_LIMITS = {
  fullName: 120,
  email: 254,
  phone: 40,
  region: 100,
  company: 200,
  expertise: 500,
  message: 2000,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Saturday and Sunday (in UTC, as the deadlines are kept) are not business days. */
function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The moment `days` business days after `from`: each step moves to the next
 * weekday at the same time of day, so a decision on a Friday afternoon is
 * 3 business days old on Wednesday afternoon. Public holidays differ per
 * country and are not counted.
 */
export function addBusinessDays(from: Date, days: number): Date {
  let at = from.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    if (!isWeekend(new Date(at))) left -= 1;
  }
  return new Date(at);
}
