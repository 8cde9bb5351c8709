import { Select, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { useFrame } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { profileLimits } from "#contract/identity-rules.ts";
import type { RegionNode } from "#contract/site.ts";
import { phoneChars } from "../enrolment/supplement-form.ts";
import { countryChoices } from "./country-choices.ts";
import classes from "./personal-inputs.module.css";

/**
 * Country, province or city: a select while the country data has options at
 * this level, free text otherwise (frame §5).
 */
export function RegionInput(props: {
  field: "country" | "province" | "city";
  label: string;
  options: readonly RegionNode[] | undefined;
  value: string;
  onPick: (value: string) => void;
  onBlur: () => void;
  error: ReactNode;
  required: boolean;
}): ReactNode {
  const { t } = useTranslation();
  const frame = useFrame();
  const { field, label, options, value, onPick, onBlur, error, required } = props;
  return options && options.length > 0 ? (
    <Select
      label={label}
      placeholder={t("enrolment.info.choose")}
      data={
        field === "country"
          ? countryChoices(options, frame.language.languageSimple)
          : options.map((node) => node.name)
      }
      value={value || null}
      onChange={(picked) => onPick(picked ?? "")}
      onBlur={onBlur}
      searchable
      allowDeselect={false}
      required={required}
      nothingFoundMessage={t("enrolment.info.nothingFound")}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid={`info-${field}`}
    />
  ) : (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onPick(event.currentTarget.value)}
      onBlur={onBlur}
      maxLength={profileLimits[field]}
      required={required}
      error={error}
      data-testid={`info-${field}`}
    />
  );
}

type PhoneField = "phoneCode" | "phoneNumber";
/** What the phone inputs need of a Mantine form holding the phone's two values. */
type PhoneForm = {
  getValues(): Record<PhoneField, string>;
  setFieldValue(field: PhoneField, value: string): void;
  validateField(field: PhoneField): unknown;
};

/**
 * The phone as its code and its number, digits and semicolons only; one error
 * under the number stands for both (frame §5).
 */
export function PhoneInputs(props: {
  form: PhoneForm;
  error: ReactNode;
  required: boolean;
}): ReactNode {
  const { t } = useTranslation();
  const { form, error, required } = props;
  const input = (field: PhoneField) => ({
    value: form.getValues()[field],
    onChange: (value: string) => form.setFieldValue(field, value),
    onBlur: () => form.validateField(field),
  });
  const code = input("phoneCode");
  const number = input("phoneNumber");
  return (
    <div className={classes.phone}>
      <TextInput
        className={classes.phoneCode}
        label={t("enrolment.info.phoneCode")}
        value={code.value}
        onChange={(event) => code.onChange(phoneChars(event.currentTarget.value))}
        onBlur={code.onBlur}
        maxLength={profileLimits.phoneCode}
        inputMode="numeric"
        leftSection="+"
        required={required}
        error={error ? " " : undefined}
        data-testid="info-phoneCode"
      />
      <TextInput
        className={classes.phoneNumber}
        label={t("enrolment.info.phoneNumber")}
        value={number.value}
        onChange={(event) => number.onChange(phoneChars(event.currentTarget.value))}
        onBlur={number.onBlur}
        maxLength={profileLimits.phoneNumber}
        inputMode="tel"
        required={required}
        error={error}
        data-testid="info-phoneNumber"
      />
    </div>
  );
}
