import type { UserInfo } from "#contract/identity.ts";
import type { TabContent } from "./tab-content.ts";

export type MyLearningData = {
  /** What the page shows of the learner. */
  user: Pick<
    UserInfo,
    | "name"
    | "email"
    | "emailVerified"
    | "photoImgUrl"
    | "country"
    | "companyName"
    | "emailNotificationStatus"
  > & {
    /** The company certificate names the company by its VAT number: both must be on file. */
    companyOnFile: boolean;
  };
  /** The one tab the address names. */
  content: TabContent;
};
