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
  shownInputs,
  updatePayload,
  type FormField,
  type RegionNode,
  type SupplementFlags,
  type SupplementValues,
} from "./supplement-form.ts";
import { personalErrors } from "../profile/personal-errors.ts";
import { PhoneInputs, RegionInput } from "../profile/personal-inputs.tsx";
import classes from "./enrolment.module.css";

export const PROVINCE_CITY_PATH = "/certification/provinceCity/getListForSupplement";
export const USER_UPDATE_PATH = "/user/update";
export const USER_TYPES_PATH = "/user/getTypeList";

type UserType = { id: number; typeName: string };

/**
 * The fields the region flags '1', with the chained country, province and
 * city selects; saved with POST /user/update. Values, touched fields and
 * errors are Mantine's form; the checks are the contract's (personal-errors.ts).
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
  const [lists, setLists] = useState<{ tree: RegionNode[]; types: UserType[] } | null>(null);
  const withTypes = flags.type === "1";

  useEffect(() => {
    let alive = true;
    void Promise.all([
      api.list("GET", PROVINCE_CITY_PATH),
      withTypes ? api.list("GET", USER_TYPES_PATH) : [],
    ]).then(([tree, types]) => {
      if (alive) setLists({ tree, types });
    });
    return () => {
      alive = false;
    };
  }, [api, withTypes]);

  if (!lists) return <FormLoading />;
  return (
    <Fields
      flags={flags}
      user={user}
      tree={lists.tree}
      types={lists.types}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

function Fields({
  flags,
  user,
  tree,
  types,
  onCancel,
  onSaved,
}: {
  flags: SupplementFlags;
  user: UserInfo;
  tree: RegionNode[];
  types: UserType[];
  onCancel: () => void;
  onSaved: (user: UserInfo) => void;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [saving, setSaving] = useState(false);
  const form = useForm<SupplementValues>({
    mode: "controlled",
    initialValues: initialValues(user, tree),
    validate: (values) => personalErrors(values, flags, shownInputs(flags)),
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
    field: "firstName" | "lastName" | "postcode" | "vatNumber" | "companyName",
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

  const region = (
    field: "country" | "province" | "city",
    label: string,
    options: readonly RegionNode[] | undefined,
    onPick: (value: string) => void,
  ): ReactNode => (
    <RegionInput
      key={field}
      field={field}
      label={label}
      options={options}
      value={values[field]}
      onPick={onPick}
      onBlur={() => form.validateField(field)}
      error={errorOf(field)}
      required
    />
  );

  const controls: Record<FormField, () => ReactNode> = {
    firstName: () => text("firstName", t("enrolment.info.firstName")),
    lastName: () => text("lastName", t("enrolment.info.lastName")),
    phone: () => (
      <PhoneInputs
        key="phone"
        form={form}
        error={errorOf("phoneNumber") ?? errorOf("phoneCode")}
        required
      />
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
    companyName: () => text("companyName", t("enrolment.info.companyName")),
    type: () => (
      <Select
        key="type"
        label={t("enrolment.info.type")}
        placeholder={t("enrolment.info.choose")}
        data={types.map((type) => ({ value: String(type.id), label: type.typeName }))}
        {...form.getInputProps("type")}
        error={errorOf("type")}
        allowDeselect={false}
        required
        comboboxProps={{ withinPortal: true }}
        data-testid="info-type"
      />
    ),
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
