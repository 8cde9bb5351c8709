import { Button, Group, Loader, Modal, Select, Text, TextInput, Textarea } from "@mantine/core";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Code } from "#contract/codes.ts";
import type { UserInfo } from "#contract/identity.ts";
import { useApiClient } from "../../frame/use-frame.ts";
import {
  canSave,
  changeCountry,
  changeProvince,
  fieldErrors,
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
import classes from "./enrolment.module.css";

export const PROVINCE_CITY_PATH = "/certification/provinceCity/getListForSupplement";
export const USER_UPDATE_PATH = "/user/update";

/**
 * The missing-information dialog (hsc, learner §4 step 3) and the
 * gather-information dialog (second tenant, step 4; frame §4 "Popups": not
 * closed by a click on the mask). Both ask for the fields the region flags
 * '1' with the rules of frame §5 and save the full user info with
 * POST /user/update.
 */
export function SupplementDialog({
  opened,
  variant,
  flags,
  user,
  onClose,
  onSaved,
}: {
  opened: boolean;
  variant: "missing" | "gather";
  flags: SupplementFlags;
  user: UserInfo | null;
  onClose: () => void;
  onSaved: (user: UserInfo) => void;
}) {
  const { t } = useTranslation();
  const gather = variant === "gather";
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={gather ? t("enrolment.info.gatherTitle") : t("enrolment.info.missingTitle")}
      closeOnClickOutside={!gather}
      centered
      radius="lg"
      size="lg"
      data-testid={gather ? "gather-info-dialog" : "missing-info-dialog"}
    >
      <Text size="sm" c="dimmed" mb="md">
        {gather ? t("enrolment.info.gatherText") : t("enrolment.info.missingText")}
      </Text>
      {opened && user && (
        <SupplementForm flags={flags} user={user} onCancel={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function SupplementForm({
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
  const { t } = useTranslation();
  const api = useApiClient();
  const [tree, setTree] = useState<RegionNode[] | null>(null);
  const [values, setValues] = useState<SupplementValues | null>(null);
  const [touched, setTouched] = useState<Partial<Record<FormField, boolean>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let alive = true;
    void api.list("GET", PROVINCE_CITY_PATH).then((list) => {
      if (!alive) return;
      setTree(list);
      setValues(initialValues(user, list));
    });
    return () => {
      alive = false;
    };
  }, [api, user]);

  if (!tree || !values) {
    return (
      <div className={classes.formLoading}>
        <Loader size="sm" aria-label={t("enrolment.loading")} />
      </div>
    );
  }

  const fields = formFields(flags);
  const errors = fieldErrors(values, flags);
  const ready = canSave(values, flags);
  const errorOf = (field: FormField) =>
    touched[field] && errors[field] ? t(errors[field]) : undefined;
  const touch = (field: FormField) => setTouched((previous) => ({ ...previous, [field]: true }));
  const set = (patch: Partial<SupplementValues>, field: FormField) => {
    setValues({ ...values, ...patch });
    touch(field);
  };

  const country = findByName(tree, values.country);
  const province = findByName(country?.children, values.province);

  async function save() {
    if (!values || !tree || !ready || saving) return;
    setSaving(true);
    try {
      const envelope = await api.post(USER_UPDATE_PATH, updatePayload(user, values, tree));
      if (envelope.code === Code.success && envelope.data) onSaved(envelope.data);
    } finally {
      setSaving(false);
    }
  }

  const text = (
    field: "firstName" | "lastName" | "postcode" | "vatNumber",
    label: string,
  ): ReactNode => (
    <TextInput
      key={field}
      label={label}
      value={values[field]}
      onChange={(event) => set({ [field]: event.currentTarget.value }, field)}
      onBlur={() => touch(field)}
      maxLength={fieldLimits[field]}
      minLength={field === "vatNumber" ? 2 : undefined}
      required
      error={errorOf(field)}
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
        onBlur={() => touch(field)}
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
        onBlur={() => touch(field)}
        maxLength={fieldLimits[field]}
        required
        error={errorOf(field)}
        data-testid={`info-${field}`}
      />
    );

  const controls: Record<FormField, () => ReactNode> = {
    firstName: () => text("firstName", t("enrolment.info.firstName")),
    lastName: () => text("lastName", t("enrolment.info.lastName")),
    phone: () => (
      <div key="phone" className={classes.phone}>
        <TextInput
          className={classes.phoneCode}
          label={t("enrolment.info.phoneCode")}
          value={values.phoneCode}
          onChange={(event) => set({ phoneCode: phoneChars(event.currentTarget.value) }, "phone")}
          onBlur={() => touch("phone")}
          maxLength={fieldLimits.phoneCode}
          inputMode="numeric"
          leftSection="+"
          required
          error={errorOf("phone") ? " " : undefined}
          data-testid="info-phoneCode"
        />
        <TextInput
          className={classes.phoneNumber}
          label={t("enrolment.info.phoneNumber")}
          value={values.phoneNumber}
          onChange={(event) => set({ phoneNumber: phoneChars(event.currentTarget.value) }, "phone")}
          onBlur={() => touch("phone")}
          maxLength={fieldLimits.phoneNumber}
          inputMode="tel"
          required
          error={errorOf("phone")}
          data-testid="info-phoneNumber"
        />
      </div>
    ),
    country: () =>
      region("country", t("enrolment.info.country"), tree, (value) =>
        set(changeCountry(values, value, tree), "country"),
      ),
    province: () =>
      region("province", t("enrolment.info.province"), country?.children, (value) =>
        set(changeProvince(values, value), "province"),
      ),
    city: () =>
      region("city", t("enrolment.info.city"), province?.children, (value) =>
        set({ city: value }, "city"),
      ),
    address: () => (
      <Textarea
        key="address"
        label={t("enrolment.info.address")}
        value={values.address}
        onChange={(event) => set({ address: event.currentTarget.value }, "address")}
        onBlur={() => touch("address")}
        maxLength={fieldLimits.address}
        rows={3}
        required
        error={errorOf("address")}
        data-testid="info-address"
      />
    ),
    postcode: () => text("postcode", t("enrolment.info.postcode")),
    vatNumber: () => text("vatNumber", t("enrolment.info.vatNumber")),
  };

  return (
    <form
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
      data-testid="info-form"
    >
      <div className={classes.fields}>{fields.map((field) => controls[field]())}</div>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" radius="xl" onClick={onCancel}>
          {t("enrolment.cancel")}
        </Button>
        {/* Frame §5: disabled while a required field is empty. */}
        <Button
          type="submit"
          radius="xl"
          disabled={!ready}
          loading={saving}
          data-testid="info-save"
        >
          {t("enrolment.info.save")}
        </Button>
      </Group>
    </form>
  );
}
