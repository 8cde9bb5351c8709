import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Loader,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCircleCheck, IconFileText, IconRefresh } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { Code } from "#contract/codes.ts";
import { trainerApplicationSchema } from "#contract/trainer-team.ts";
import {
  APPLICATION_LIMITS,
  CAPTCHA_LENGTH,
  CV_ACCEPT,
  CV_MAX_BYTES,
} from "#contract/trainer-team-rules.ts";
import { Trail } from "../../components/catalogue/page-hero.tsx";
import { formatDate } from "../../components/catalogue/format.ts";
import { useApiClient, useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import type { JoinUsData } from "./page-data.ts";
import classes from "./join-us.module.css";

export const CAPTCHA_PATH = "/certification/validateCode/getValidateCode";
export const CV_UPLOAD_PATH = "/certification/trainerTeam/file/upload";
export const APPLY_PATH = "/certification/trainerTeam/apply";

type Values = {
  fullName: string;
  email: string;
  phone: string;
  region: string;
  company: string;
  expertise: string;
  message: string;
  captchaCode: string;
  agree: boolean;
};
type Field = keyof Values;
type Uploaded = { token: string; name: string };

const FIELDS: readonly Field[] = [
  "fullName",
  "email",
  "phone",
  "region",
  "company",
  "expertise",
  "message",
  "captchaCode",
  "agree",
];

/** The text key for a field the contract's schema refused. */
function errorKey(field: Field, tooLong: boolean): string {
  if (field === "agree") return "trainers.apply.errors.agree";
  if (field === "captchaCode") return "trainers.apply.errors.captcha";
  if (tooLong) return "trainers.apply.errors.tooLong";
  if (field === "email") return "trainers.apply.errors.email";
  return "trainers.apply.errors.required";
}

/**
 * The trainer application (frame §2 /join-us-as-a-trainer, §9): the fields,
 * the CV (uploaded as soon as it is chosen; the server checks its bytes), the
 * image captcha and the agreement to the decision and deletion times. The form
 * checks the contract's schema, as the server does; every captcha takes one
 * guess, so a refused submit shows a new image.
 */
export function JoinUsView({ data, compact }: { data: JoinUsData; compact: boolean }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const frame = useFrame();
  const { link } = useSiteLinks();
  const [cv, setCv] = useState<Uploaded | null>(null);
  const [cvFile, setCvFile] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [decisionBy, setDecisionBy] = useState<string | null>(null);

  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      fullName: "",
      email: "",
      phone: "",
      region: "",
      company: "",
      expertise: "",
      message: "",
      captchaCode: "",
      agree: false,
    },
    validate: (values) => {
      const checked = trainerApplicationSchema
        .omit({ fileToken: true, captchaId: true })
        .safeParse(values);
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of checked.success ? [] : checked.error.issues) {
        const field = issue.path[0] as Field;
        if (FIELDS.includes(field) && !errors[field])
          errors[field] = errorKey(field, issue.code === "too_big");
      }
      return errors;
    },
  });

  const showCaptcha = useCallback(
    (envelope: Awaited<ReturnType<typeof fetchCaptcha>>) => {
      if (envelope.code === Code.success && envelope.data) {
        setCaptcha({ id: envelope.data.captchaId, image: envelope.data.image });
        setCaptchaError(null);
      } else {
        setCaptcha(null);
        setCaptchaError(
          envelope.code === Code.tooFrequent ? t("error.10022") : t("trainers.apply.errors.failed"),
        );
      }
    },
    [t],
  );
  const fetchCaptcha = useCallback(() => api.get(CAPTCHA_PATH, {}, { quiet: true }), [api]);
  const newCaptcha = async () => showCaptcha(await fetchCaptcha());

  // Each visitor's own image, fetched by the browser: the page itself is the same for all.
  useEffect(() => {
    let current = true;
    void fetchCaptcha().then((envelope) => {
      if (current) showCaptcha(envelope);
    });
    return () => {
      current = false;
    };
  }, [fetchCaptcha, showCaptcha]);

  async function chooseCv(file: File | null) {
    setCvFile(file);
    setCv(null);
    setCvError(null);
    if (!file) return;
    if (file.size > CV_MAX_BYTES) return setCvError(t("trainers.apply.errors.cvTooLarge"));
    const body = new FormData();
    body.append("file", file);
    setUploading(true);
    try {
      const envelope = await api.upload(CV_UPLOAD_PATH, body, { quiet: true });
      if (envelope.code === Code.success && envelope.data) {
        setCv({ token: envelope.data.fileToken, name: envelope.data.fileName });
        return;
      }
      const reason = (envelope.errorContext as { fields?: { file?: string } } | null)?.fields?.file;
      setCvError(
        envelope.code === Code.tooFrequent
          ? t("error.10022")
          : reason === "at most 5 MB"
            ? t("trainers.apply.errors.cvTooLarge")
            : t("trainers.apply.errors.cvType"),
      );
    } finally {
      setUploading(false);
    }
  }

  async function submit(values: Values) {
    setFailure(null);
    if (!cv) return setCvError(t("trainers.apply.errors.cv"));
    if (!captcha) return void newCaptcha();
    setSending(true);
    try {
      const envelope = await api.post(
        APPLY_PATH,
        { ...values, agree: true, fileToken: cv.token, captchaId: captcha.id },
        { quiet: true },
      );
      if (envelope.code === Code.success && envelope.data) {
        setDecisionBy(envelope.data.decisionBy);
        return;
      }
      // The guess is used up whatever the refusal: the next try needs a new image.
      form.setFieldValue("captchaCode", "");
      void newCaptcha();
      const fields = (envelope.errorContext as { fields?: Record<string, string> } | null)?.fields;
      if (fields?.captchaCode)
        form.setFieldError("captchaCode", "trainers.apply.errors.captchaWrong");
      if (fields?.fileToken) {
        setCv(null);
        setCvFile(null);
        setCvError(t("trainers.apply.errors.cvAgain"));
      }
      for (const field of FIELDS)
        if (field !== "captchaCode" && fields?.[field])
          form.setFieldError(field, errorKey(field, false));
      if (!fields)
        setFailure(
          envelope.code === Code.tooFrequent ? t("error.10022") : t("trainers.apply.errors.failed"),
        );
    } finally {
      setSending(false);
    }
  }

  const errorOf = (field: Field) => {
    const key = form.errors[field];
    return typeof key === "string" ? t(key) : undefined;
  };
  const input = (field: Exclude<Field, "agree">) => ({
    ...form.getInputProps(field),
    error: errorOf(field),
  });

  return (
    <div className={classes.page} data-compact={compact || undefined} data-testid="join-us">
      <header className={classes.head}>
        <div className="frame-container">
          {!compact && (
            <Trail
              crumbs={[
                { label: t("trainers.title"), path: "/trainer-team" },
                { label: t("trainers.apply.title") },
              ]}
            />
          )}
          <h1 className={classes.title}>{t("trainers.apply.title")}</h1>
          {data.config?.joinUsText && <p className={classes.lead}>{data.config.joinUsText}</p>}
          <p className={classes.lead}>{t("trainers.apply.lead")}</p>
          <p className={classes.lead}>{t("trainers.apply.privacy")}</p>
        </div>
      </header>
      <div className="frame-container">
        {decisionBy ? (
          <Alert
            color="green"
            icon={<IconCircleCheck aria-hidden />}
            title={t("trainers.apply.successTitle")}
            className={classes.done}
            data-testid="join-us-done"
            role="status"
          >
            <p>
              {t("trainers.apply.successText", {
                date: formatDate(decisionBy, frame.language.languageSimple),
              })}
            </p>
            <Link to={link("/trainer-team")}>{t("trainers.apply.backToTeam")}</Link>
          </Alert>
        ) : (
          <form
            className={classes.form}
            onSubmit={form.onSubmit((values) => void submit(values))}
            noValidate
            data-testid="join-us-form"
          >
            <div className={classes.columns}>
              <TextInput
                label={t("trainers.apply.fullName")}
                required
                autoComplete="name"
                maxLength={APPLICATION_LIMITS.fullName}
                {...input("fullName")}
              />
              <TextInput
                label={t("trainers.apply.email")}
                required
                type="email"
                autoComplete="email"
                maxLength={APPLICATION_LIMITS.email}
                {...input("email")}
              />
              <TextInput
                label={t("trainers.apply.phone")}
                type="tel"
                autoComplete="tel"
                maxLength={APPLICATION_LIMITS.phone}
                {...input("phone")}
              />
              <TextInput
                label={t("trainers.apply.region")}
                required
                autoComplete="country-name"
                maxLength={APPLICATION_LIMITS.region}
                {...input("region")}
              />
              <TextInput
                label={t("trainers.apply.company")}
                autoComplete="organization"
                maxLength={APPLICATION_LIMITS.company}
                {...input("company")}
              />
              <TextInput
                label={t("trainers.apply.expertise")}
                placeholder={t("trainers.apply.expertisePlaceholder")}
                required
                maxLength={APPLICATION_LIMITS.expertise}
                {...input("expertise")}
              />
            </div>
            <Textarea
              label={t("trainers.apply.message")}
              autosize
              minRows={3}
              maxLength={APPLICATION_LIMITS.message}
              {...input("message")}
            />
            <FileInput
              label={t("trainers.apply.cv")}
              description={t("trainers.apply.cvHint")}
              placeholder={t("trainers.apply.cvChoose")}
              required
              accept={CV_ACCEPT}
              value={cvFile}
              onChange={(file) => void chooseCv(file)}
              leftSection={
                uploading ? <Loader size={14} /> : <IconFileText size={16} aria-hidden />
              }
              error={cvError ?? undefined}
              clearable
              classNames={{ placeholder: classes.placeholder }}
              data-testid="join-us-cv"
            />
            {cv && (
              <p className={classes.uploaded} role="status" data-testid="join-us-cv-uploaded">
                {t("trainers.apply.cvUploaded", { name: cv.name })}
              </p>
            )}
            <Group align="flex-end" gap="sm" className={classes.captcha}>
              <TextInput
                label={t("trainers.apply.captcha")}
                description={t("trainers.apply.captchaHint")}
                required
                autoComplete="off"
                maxLength={CAPTCHA_LENGTH}
                className={classes.captchaInput}
                {...input("captchaCode")}
              />
              <div className={classes.captchaImage}>
                {captcha ? (
                  <img
                    src={captcha.image}
                    alt={t("trainers.apply.captchaImage")}
                    width={150}
                    height={50}
                    data-testid="join-us-captcha"
                  />
                ) : (
                  <span className={classes.captchaPlaceholder} />
                )}
              </div>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => void newCaptcha()}
                aria-label={t("trainers.apply.captchaRefresh")}
                title={t("trainers.apply.captchaRefresh")}
              >
                <IconRefresh size={18} aria-hidden />
              </ActionIcon>
            </Group>
            {captchaError && (
              <p className={classes.error} role="alert">
                {captchaError}
              </p>
            )}
            <Checkbox
              label={t("trainers.apply.agree")}
              {...form.getInputProps("agree", { type: "checkbox" })}
              error={errorOf("agree")}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button
              type="submit"
              loading={sending}
              disabled={uploading}
              radius="xl"
              size={compact ? "md" : "lg"}
              className={classes.submit}
            >
              {t("trainers.apply.submit")}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
