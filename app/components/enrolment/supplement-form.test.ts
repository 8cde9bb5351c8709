import { expect, test } from "vitest";
import {
  changeCountry,
  changeProvince,
  formFields,
  initialValues,
  phoneChars,
  updatePayload,
  type RegionNode,
  type SupplementFlags,
} from "./supplement-form.ts";
import { emptyValues, learner } from "./enrolment.fixture.ts";

const tree: RegionNode[] = [
  {
    id: 1,
    name: "United Arab Emirates",
    countryCode: "AE",
    level: 1,
    phoneCode: "+971",
    children: [{ id: 1040, name: "Dubai", countryCode: "AE", level: 2, children: [] }],
  },
  { id: 2, name: "Germany", countryCode: "DE", level: 1, phoneCode: "+49", children: [] },
];

const user = learner;

const empty = emptyValues;

const all: SupplementFlags = {
  firstName: "1",
  lastName: "1",
  phoneNumber: "1",
  phoneCode: "1",
  country: "1",
  province: "1",
  city: "1",
  address: "1",
  postcode: "1",
  vatNumber: "1",
};

test("the dialog asks for the fields flagged '1', the phone as one field", () => {
  expect(formFields({ firstName: "1", lastName: "0", country: "1" })).toEqual([
    "firstName",
    "country",
  ]);
  expect(formFields({ phoneCode: "1" })).toEqual(["phone"]);
  expect(formFields(all)).toHaveLength(9);
});

test("phone code and number keep digits and semicolons only", () => {
  expect(phoneChars("+971 (55) 12-3;4")).toBe("97155123;4");
});

test("the form starts from the user's values, naming the country from its code", () => {
  const values = initialValues(user, tree);
  expect(values.country).toBe("United Arab Emirates");
  expect(values.phoneCode).toBe("971");
  expect(values.firstName).toBe("Layla");
  expect(initialValues({ ...user, country: "Germany" }, tree).country).toBe("Germany");
  expect(initialValues(user, []).country).toBe("");
  // The country taken from sign-up (decision 0049) also brings its dialling code.
  const signedUp = { ...user, country: "United Arab Emirates", countryCode: "AE" };
  expect(initialValues(signedUp, tree).phoneCode).toBe("971");
  expect(initialValues({ ...signedUp, phoneCode: "44" }, tree).phoneCode).toBe("44");
});

test("another country clears province and city and brings its phone code unless one was typed", () => {
  const start = {
    ...empty,
    country: "United Arab Emirates",
    province: "Dubai",
    city: "Dubai",
    phoneCode: "971",
  };
  expect(changeCountry(start, "Germany", tree)).toMatchObject({
    country: "Germany",
    province: "",
    city: "",
    phoneCode: "49",
  });
  expect(changeCountry({ ...start, phoneCode: "1" }, "Germany", tree).phoneCode).toBe("1");
  expect(changeCountry(start, start.country, tree)).toBe(start);
  expect(changeProvince(start, "Abu Dhabi")).toMatchObject({ province: "Abu Dhabi", city: "" });
});

test("the save sends the full user info with the changes, the country code and the phone code", () => {
  const values = { ...initialValues(user, tree), phoneNumber: " 5551234 ", country: "Germany" };
  const body = updatePayload(user, values, tree);
  expect(body).toMatchObject({
    firstName: "Layla",
    lastName: "Haddad",
    email: "layla@example.com",
    country: "Germany",
    countryCode: "DE",
    phoneCode: "971",
    phoneNumber: "5551234",
  });
  // A user without a saved language keeps the page's (null would be refused).
  expect("languageId" in body).toBe(false);
  expect(updatePayload({ ...user, languageId: 3 }, values, tree).languageId).toBe(3);
  // A country typed freely (no country data) keeps the code the user had.
  expect(updatePayload(user, { ...values, country: "Atlantis" }, []).countryCode).toBe("AE");
});
