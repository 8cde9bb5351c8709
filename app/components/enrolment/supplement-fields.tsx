import { Button, Group, Select, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Code } from "#contract/codes.ts";
import type { UserInfo } from "#contract/identity.ts";
import { useApiClient } from "../../frame/use-frame.ts";
import { FormLoading } from "./form-loading.tsx";
import {
  changeCountry,
  changeProvince,
  fieldLimits,
  findByName,
  formFields,
  initialValues,
  phoneChars,
  updatePayload,
  type FormField,
  type RegionNode,
  type SupplementFlags,
  type SupplementValues,
} from "./supplement-form.ts";
import { supplementErrors } from "./supplement-schema.ts";
import classes from "./enrolment.module.css";

export const PROVINCE_CITY_PATH = "/certification/provinceCity/getListForSupplement";
export const USER_UPDATE_PATH = "/user/update";

/**
 * The fields the region flags '1', with the chained country, province and
 * city selects; saved with POST /user/update. Values, touched fields and
 * errors are Mantine's form; the checks are the contract's (supplement-schema.ts).
 */
export function SupplementForm({
  flags,
  user,
  onCancel,
  onSaved,
}: {
  flags: SupplementFlags;
  user: UserInfo;
  onCancel: () => void;
  onSaved: (user: UserInfo) => void;
}) {
  const api = useApiClient();
  const [tree, setTree] = useState<RegionNode[] | null>(null);

  useEffect(() => {
    let alive = true;
    void api.list("GET", PROVINCE_CITY_PATH).then((list) => {
      if (alive) setTree(list);
    });
    return () => {
      alive = false;
    };
  }, [api]);

  if (!tree) return <FormLoading />;
  return <Fields flags={flags} user={user} tree={tree} onCancel={onCancel} onSaved={onSaved} />;
}

function Fields({
  flags,
  user,
  tree,
  onCancel,
  onSaved,
}: {
  flags: SupplementFlags;
  user: UserInfo;
  tree: RegionNode[];
  onCancel: () => void;
  onSaved: (user: UserInfo) => void;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [saving, setSaving] = useState(false);
  const form = useForm<SupplementValues>({
    mode: "controlled",
    initialValues: initialValues(user, tree),
    validate: (values) => supplementErrors(values, flags),
    // An error shows once its field is changed or left (frame §5).
    validateInputOnChange: true,
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const errorOf = (field: keyof SupplementValues) => {
    const key = form.errors[field];
    return typeof key === "string" ? t(key) : undefined;
  };
  const country = findByName(tree, values.country);
  const province = findByName(country?.children, values.province);

  async function save(checked: SupplementValues) {
    if (saving) return;
    setSaving(true);
    try {
      const envelope = await api.post(USER_UPDATE_PATH, updatePayload(user, checked, tree));
      if (envelope.code === Code.success && envelope.data) onSaved(envelope.data);
    } finally {
      setSaving(false);
    }
  }

  /** A choice that changes other fields too (the regions below it, the phone code). */
  const choose = (next: SupplementValues, field: keyof SupplementValues) => {
    form.setValues(next);
    form.validateField(field);
  };

  const text = (
    field: "firstName" | "lastName" | "postcode" | "vatNumber",
    label: string,
  ): ReactNode => (
    <TextInput
      key={field}
      label={label}
      {...form.getInputProps(field)}
      error={errorOf(field)}
      maxLength={fieldLimits[field]}
      minLength={field === "vatNumber" ? 2 : undefined}
      required
      data-testid={`info-${field}`}
    />
  );

  /** A select while the country data has options at this level, free text otherwise (frame §5). */
  const region = (
    field: "country" | "province" | "city",
    label: string,
    options: readonly RegionNode[] | undefined,
    onPick: (value: string) => void,
  ): ReactNode =>
    options && options.length > 0 ? (
      <Select
        key={field}
        label={label}
        placeholder={t("enrolment.info.choose")}
        data={options.map((node) => node.name)}
        value={values[field] || null}
        onChange={(value) => onPick(value ?? "")}
        onBlur={() => form.validateField(field)}
        searchable
        allowDeselect={false}
        required
        nothingFoundMessage={t("enrolment.info.nothingFound")}
        error={errorOf(field)}
        comboboxProps={{ withinPortal: true }}
        data-testid={`info-${field}`}
      />
    ) : (
      <TextInput
        key={field}
        label={label}
        value={values[field]}
        onChange={(event) => onPick(event.currentTarget.value)}
        onBlur={() => form.validateField(field)}
        maxLength={fieldLimits[field]}
        required
        error={errorOf(field)}
        data-testid={`info-${field}`}
      />
    );

  const phoneError = errorOf("phoneNumber") ?? errorOf("phoneCode");
  const controls: Record<FormField, () => ReactNode> = {
    firstName: () => text("firstName", t("enrolment.info.firstName")),
    lastName: () => text("lastName", t("enrolment.info.lastName")),
    phone: () => (
      <div key="phone" className={classes.phone}>
        <TextInput
          className={classes.phoneCode}
          label={t("enrolment.info.phoneCode")}
          {...form.getInputProps("phoneCode")}
          onChange={(event) =>
            form.setFieldValue("phoneCode", phoneChars(event.currentTarget.value))
          }
          maxLength={fieldLimits.phoneCode}
          inputMode="numeric"
          leftSection="+"
          required
          error={phoneError ? " " : undefined}
          data-testid="info-phoneCode"
        />
        <TextInput
          className={classes.phoneNumber}
          label={t("enrolment.info.phoneNumber")}
          {...form.getInputProps("phoneNumber")}
          onChange={(event) =>
            form.setFieldValue("phoneNumber", phoneChars(event.currentTarget.value))
          }
          maxLength={fieldLimits.phoneNumber}
          inputMode="tel"
          required
          error={phoneError}
          data-testid="info-phoneNumber"
        />
      </div>
    ),
    country: () =>
      region("country", t("enrolment.info.country"), tree, (value) =>
        choose(changeCountry(form.getValues(), value, tree), "country"),
      ),
    province: () =>
      region("province", t("enrolment.info.province"), country?.children, (value) =>
        choose(changeProvince(form.getValues(), value), "province"),
      ),
    city: () =>
      region("city", t("enrolment.info.city"), province?.children, (value) =>
        form.setFieldValue("city", value),
      ),
    address: () => (
      <Textarea
        key="address"
        label={t("enrolment.info.address")}
        {...form.getInputProps("address")}
        error={errorOf("address")}
        maxLength={fieldLimits.address}
        rows={3}
        required
        data-testid="info-address"
      />
    ),
    postcode: () => text("postcode", t("enrolment.info.postcode")),
    vatNumber: () => text("vatNumber", t("enrolment.info.vatNumber")),
  };

  return (
    <form
      className={classes.form}
      onSubmit={form.onSubmit((checked) => void save(checked))}
      noValidate
      data-testid="info-form"
    >
      <div className={classes.fields}>{formFields(flags).map((field) => controls[field]())}</div>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" radius="xl" onClick={onCancel}>
          {t("enrolment.cancel")}
        </Button>
        {/* Frame §5: disabled while a required field is empty. */}
        <Button
          type="submit"
          radius="xl"
          disabled={!form.isValid()}
          loading={saving}
          data-testid="info-save"
        >
          {t("enrolment.info.save")}
        </Button>
      </Group>
    </form>
  );
}
