import { Pagination } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { useLocation, useNavigate } from "react-router";
import { pageCount } from "./filters.ts";
import classes from "./catalogue.module.css";

/**
 * Pagination of a list whose page number lives in the address (pageNum), so
 * every page is a shareable, server-rendered URL.
 */
export function Pager({
  total,
  pageSize,
  pageNum,
  compact,
}: {
  total: number;
  pageSize: number;
  pageNum: number;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  function go(page: number) {
    const params = new URLSearchParams(search);
    if (page > 1) params.set("pageNum", String(page));
    else params.delete("pageNum");
    const query = params.toString();
    void navigate(`${pathname}${query ? `?${query}` : ""}`, { preventScrollReset: false });
  }
  return (
    <nav className={classes.pager} aria-label={t("catalogue.pagination")} data-testid="pager">
      <Pagination
        total={pages}
        value={Math.min(pageNum, pages)}
        onChange={go}
        size={compact ? "sm" : "md"}
        siblings={compact ? 0 : 1}
        radius="xl"
        getControlProps={(control) => ({
          "aria-label": t(`catalogue.pageControl.${control}`),
        })}
        getItemProps={(page) => ({ "aria-label": t("catalogue.pageNumber", { page }) })}
      />
    </nav>
  );
}
