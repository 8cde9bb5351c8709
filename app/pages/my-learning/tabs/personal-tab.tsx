import { AccountCard, type AccountSummary } from "../account-card.tsx";

/**
 * Personal information (frame §1): the account card with the photo and the
 * way to the personal-information page (/my-learning/edit: edit, photo, data
 * download, deletion).
 */
export function PersonalTab({ user, compact }: { user: AccountSummary; compact: boolean }) {
  return <AccountCard user={user} compact={compact} />;
}
