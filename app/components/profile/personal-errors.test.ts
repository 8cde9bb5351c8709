import { describe, expect, test } from "vitest";
import { emptyValues as empty } from "../enrolment/enrolment.fixture.ts";
import {
  shownInputs,
  type SupplementFlags,
  type SupplementValues,
} from "../enrolment/supplement-form.ts";
import { personalErrors } from "./personal-errors.ts";

/** The dialogs' check: the fields they show. */
const supplementErrors = (values: SupplementValues, flags: SupplementFlags) =>
  personalErrors(values, flags, shownInputs(flags));

const valid = (values: SupplementValues, flags: SupplementFlags) =>
  Object.keys(supplementErrors(values, flags)).length === 0;

test("confirm stays disabled while a flagged field is empty; unflagged fields do not count", () => {
  const flags: SupplementFlags = { firstName: "1", lastName: "1", country: "1" };
  const values = { ...empty, firstName: "Layla", lastName: "Haddad" };
  expect(valid(values, flags)).toBe(false);
  expect(supplementErrors(values, flags)).toEqual({ country: "enrolment.info.required.country" });
  expect(valid({ ...values, country: "Germany" }, flags)).toBe(true);
  expect(valid({ ...values, country: "   " }, flags)).toBe(false);
});

test("a phone is missing when its code or its number is empty, and takes digits and semicolons only", () => {
  const flags: SupplementFlags = { phoneNumber: "1" };
  expect(supplementErrors({ ...empty, phoneNumber: "5551234" }, flags).phoneNumber).toBe(
    "enrolment.info.required.phone",
  );
  expect(supplementErrors({ ...empty, phoneCode: "971" }, flags).phoneNumber).toBe(
    "enrolment.info.required.phone",
  );
  expect(
    supplementErrors({ ...empty, phoneCode: "+971", phoneNumber: "555" }, flags).phoneNumber,
  ).toBe("enrolment.info.phoneChars");
  expect(valid({ ...empty, phoneCode: "971", phoneNumber: "555;556" }, flags)).toBe(true);
});

test("a required VAT number has at least 2 digits and at most 50 characters; other texts keep their limits", () => {
  const flags: SupplementFlags = { vatNumber: "1", firstName: "1" };
  const base = { ...empty, firstName: "Layla" };
  expect(supplementErrors({ ...base, vatNumber: "1" }, flags).vatNumber).toBe(
    "enrolment.info.vatDigits",
  );
  expect(supplementErrors({ ...base, vatNumber: "GB" }, flags).vatNumber).toBe(
    "enrolment.info.vatDigits",
  );
  expect(valid({ ...base, vatNumber: "12" }, flags)).toBe(true);
  expect(valid({ ...base, vatNumber: `GB${"1".repeat(48)}` }, flags)).toBe(true);
  expect(supplementErrors({ ...base, vatNumber: `GB${"1".repeat(49)}` }, flags).vatNumber).toBe(
    "enrolment.info.tooLong",
  );
  expect(supplementErrors({ ...base, firstName: "x".repeat(31), vatNumber: "12" }, flags)).toEqual({
    firstName: "enrolment.info.tooLong",
  });
});

test("a phone error marks both of its inputs", () => {
  expect(supplementErrors({ ...empty, phoneCode: "971" }, { phoneCode: "1" })).toEqual({
    phoneCode: "enrolment.info.required.phone",
    phoneNumber: "enrolment.info.required.phone",
  });
  expect(
    supplementErrors(
      { ...empty, phoneCode: "971", phoneNumber: "9".repeat(31) },
      { phoneNumber: "1" },
    ),
  ).toEqual({ phoneCode: "enrolment.info.tooLong", phoneNumber: "enrolment.info.tooLong" });
});

describe("the profile page: every field, the names always required (frame §5)", () => {
  const filled = {
    ...empty,
    firstName: "Layla",
    lastName: "Haddad",
    jobTitle: "",
    companyName: "",
    type: "",
  };

  test("without flags only the names are required", () => {
    expect(personalErrors({ ...filled, firstName: " ", lastName: "" }, {})).toEqual({
      firstName: "enrolment.info.required.firstName",
      lastName: "enrolment.info.required.lastName",
    });
    expect(personalErrors(filled, {})).toEqual({});
  });

  test.each([
    ["companyName", "enrolment.info.required.companyName"],
    ["type", "enrolment.info.required.type"],
    ["address", "enrolment.info.required.address"],
    ["postcode", "enrolment.info.required.postcode"],
    ["country", "enrolment.info.required.country"],
    ["province", "enrolment.info.required.province"],
    ["city", "enrolment.info.required.city"],
    ["phoneNumber", "enrolment.info.required.phone"],
  ])("a site that flags %s requires it: %s", (field, key) => {
    expect(personalErrors(filled, { [field]: "1" })[field]).toBe(key);
    expect(personalErrors(filled, { [field]: "0" })[field]).toBeUndefined();
  });

  test("a chosen type counts as given; lengths hold for the company and job title", () => {
    expect(personalErrors({ ...filled, type: "3" }, { type: "1" })).toEqual({});
    expect(personalErrors({ ...filled, companyName: "x".repeat(201) }, {}).companyName).toBe(
      "enrolment.info.tooLong",
    );
    expect(personalErrors({ ...filled, jobTitle: "x".repeat(101) }, {}).jobTitle).toBe(
      "enrolment.info.tooLong",
    );
  });
});
