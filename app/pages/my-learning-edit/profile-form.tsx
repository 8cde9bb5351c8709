import { Button, Group, Select, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Code } from "#contract/codes.ts";
import type { UserInfo } from "#contract/identity.ts";
import { COUNTRY_LOCKED, profileLimits, requiredProfileFields } from "#contract/identity-rules.ts";
import type { ProfileChoices } from "#contract/portal-context.ts";
import { USER_UPDATE_PATH } from "../../components/enrolment/supplement-fields.tsx";
import {
  changeCountry,
  changeProvince,
  findByName,
  initialValues,
  updatePayload,
  type SupplementValues,
} from "../../components/enrolment/supplement-form.ts";
import { personalErrors } from "../../components/profile/personal-errors.ts";
import { PhoneInputs, RegionInput } from "../../components/profile/personal-inputs.tsx";
import { showToast } from "../../components/toasts.tsx";
import { useApiClient, useFrame } from "../../frame/use-frame.ts";
import classes from "./profile-edit.module.css";

/**
 * Every field a learner edits (frame §3 "User info"): the dialogs' fields, the
 * job title and the language ("" while none is saved).
 */
type ProfileValues = SupplementValues & { jobTitle: string; languageId: string };
type TextField = "firstName" | "lastName" | "postcode" | "vatNumber" | "companyName" | "jobTitle";

/** Frame §5's required messages and the country lock the server names, as the form's text keys. */
function serverErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [
      field,
      message.startsWith("please ")
        ? `enrolment.info.required.${field === "phoneCode" || field === "phoneNumber" ? "phone" : field}`
        : message === COUNTRY_LOCKED
          ? "enrolment.info.countryLocked"
          : message,
    ]),
  );
}

/**
 * The profile form: Mantine's form checked with the contract's rules and the
 * site's required fields (personal-errors.ts), saved with POST /user/update.
 * The e-mail is shown, not edited: it belongs to the sign-in account.
 */
export function ProfileForm({
  user,
  choices,
  onSaved,
}: {
  user: UserInfo;
  choices: ProfileChoices;
  onSaved: (user: UserInfo) => void;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const frame = useFrame();
  const { flags, regions, userTypes, languages } = choices;
  const required = new Set<string>(requiredProfileFields(flags));
  const [saving, setSaving] = useState(false);
  const form = useForm<ProfileValues>({
    mode: "controlled",
    initialValues: {
      ...initialValues(user, regions),
      jobTitle: user.jobTitle,
      languageId: user.languageId === null ? "" : String(user.languageId),
    },
    // The language is one of the listed: nothing to check.
    validate: ({ languageId: _language, ...values }) => personalErrors(values, flags),
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const errorOf = (field: keyof ProfileValues) => {
    const key = form.errors[field];
    return typeof key === "string" ? t(key) : undefined;
  };
  const country = findByName(regions, values.country);
  const province = findByName(country?.children, values.province);

  async function save(checked: ProfileValues) {
    if (saving) return;
    setSaving(true);
    try {
      const { jobTitle, languageId, ...rest } = checked;
      const envelope = await api.post(USER_UPDATE_PATH, {
        ...updatePayload(user, rest, regions),
        jobTitle: jobTitle.trim(),
        ...(languageId ? { languageId: Number(languageId) } : {}),
      });
      if (envelope.code === Code.success && envelope.data) {
        const saved = envelope.data.languageId;
        // The saved language comes first (frame §4): where this site offers it, the page
        // shows in it at once.
        if (
          saved !== user.languageId &&
          saved !== frame.language.id &&
          frame.languages.some((language) => language.id === saved)
        ) {
          window.location.reload();
          return;
        }
        showToast({ message: t("myLearning.successModify"), color: "green" });
        onSaved(envelope.data);
      } else {
        const fields = (envelope.errorContext as { fields?: Record<string, string> } | null)
          ?.fields;
        if (fields) form.setErrors(serverErrors(fields));
      }
    } finally {
      setSaving(false);
    }
  }

  const text = (field: TextField, label: string): ReactNode => (
    <TextInput
      label={label}
      {...form.getInputProps(field)}
      error={errorOf(field)}
      maxLength={profileLimits[field]}
      required={required.has(field)}
      data-testid={`info-${field}`}
    />
  );

  return (
    <form
      onSubmit={form.onSubmit((checked) => void save(checked))}
      noValidate
      data-testid="profile-form"
    >
      <div className={classes.fields}>
        {text("firstName", t("enrolment.info.firstName"))}
        {text("lastName", t("enrolment.info.lastName"))}
        <TextInput
          className={classes.wide}
          label={t("profile.email")}
          description={t("profile.emailHint")}
          value={user.email}
          readOnly
          data-testid="profile-email"
        />
        <div className={classes.wide}>
          <PhoneInputs
            form={form}
            error={errorOf("phoneNumber") ?? errorOf("phoneCode")}
            required={required.has("phoneNumber")}
          />
        </div>
        <RegionInput
          field="country"
          label={t("enrolment.info.country")}
          options={regions}
          value={values.country}
          onPick={(value) => form.setValues(changeCountry(form.getValues(), value, regions))}
          onBlur={() => form.validateField("country")}
          error={errorOf("country")}
          required={required.has("country")}
        />
        <RegionInput
          field="province"
          label={t("enrolment.info.province")}
          options={country?.children}
          value={values.province}
          onPick={(value) => form.setValues(changeProvince(form.getValues(), value))}
          onBlur={() => form.validateField("province")}
          error={errorOf("province")}
          required={required.has("province")}
        />
        <RegionInput
          field="city"
          label={t("enrolment.info.city")}
          options={province?.children}
          value={values.city}
          onPick={(value) => form.setFieldValue("city", value)}
          onBlur={() => form.validateField("city")}
          error={errorOf("city")}
          required={required.has("city")}
        />
        {text("postcode", t("enrolment.info.postcode"))}
        <Textarea
          className={classes.wide}
          label={t("enrolment.info.address")}
          {...form.getInputProps("address")}
          error={errorOf("address")}
          maxLength={profileLimits.address}
          rows={3}
          required={required.has("address")}
          data-testid="info-address"
        />
        {text("companyName", t("enrolment.info.companyName"))}
        {text("vatNumber", t("enrolment.info.vatNumber"))}
        {text("jobTitle", t("profile.jobTitle"))}
        <Select
          label={t("enrolment.info.type")}
          placeholder={t("enrolment.info.choose")}
          data={userTypes.map((type) => ({ value: String(type.id), label: type.typeName }))}
          {...form.getInputProps("type")}
          value={values.type || null}
          onChange={(value) => form.setFieldValue("type", value ?? "")}
          error={errorOf("type")}
          required={required.has("type")}
          clearable={!required.has("type")}
          comboboxProps={{ withinPortal: true }}
          data-testid="info-type"
        />
        <Select
          label={t("profile.language")}
          description={t("profile.languageHint")}
          placeholder={t("enrolment.info.choose")}
          data={languages.map((language) => ({
            value: String(language.id),
            label: language.languageComplete,
          }))}
          value={values.languageId || null}
          onChange={(value) => form.setFieldValue("languageId", value ?? "")}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="profile-language"
        />
      </div>
      <Group justify="flex-end" mt="lg">
        <Button type="submit" radius="xl" loading={saving} data-testid="profile-save">
          {t("profile.save")}
        </Button>
      </Group>
    </form>
  );
}
