import { AccountSection, type AccountUser } from "../account-section.tsx";

/**
 * Personal information (frame §1): the account card as it was; the profile
 * edit page (/my-learning/edit) builds on this tab.
 */
export function PersonalTab({ user, compact }: { user: AccountUser; compact: boolean }) {
  return <AccountSection user={user} compact={compact} />;
}
