import type { UserInfo } from "#contract/identity.ts";
import type { SupplementValues } from "./supplement-form.ts";

/** A learner as GET /user/info returns her: name and e-mail, no address or phone yet. */
export const learner: UserInfo = {
  id: 7,
  name: "Layla Haddad",
  firstName: "Layla",
  lastName: "Haddad",
  email: "layla@example.com",
  emailVerified: true,
  photoImgUrl: "",
  languageId: null,
  country: "",
  countryCode: "AE",
  province: "",
  city: "",
  address: "",
  postcode: "",
  phoneCode: "",
  phoneNumber: "",
  jobTitle: "",
  type: null,
  companyName: "",
  vatNumber: "",
  migrationPopStatus: "0",
  emailNotificationStatus: 0,
};

/** The information dialog with nothing filled in. */
export const emptyValues: SupplementValues = {
  firstName: "",
  lastName: "",
  phoneCode: "",
  phoneNumber: "",
  country: "",
  province: "",
  city: "",
  address: "",
  postcode: "",
  vatNumber: "",
  companyName: "",
  type: "",
};
