import { Loader } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./enrolment.module.css";

/** The information form while its region data (or its code) loads. */
export function FormLoading() {
  const { t } = useTranslation();
  return (
    <div className={classes.formLoading}>
      <Loader size="sm" aria-label={t("enrolment.loading")} />
    </div>
  );
}
