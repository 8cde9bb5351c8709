import { EmptyState } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./catalogue.module.css";

/**
 * What a list or region shows when it has nothing (learner §7: a failed list or
 * detail fetch yields empty results): never a crash, always a sentence.
 */
export function CatalogueEmpty({
  icon,
  title,
  description,
  children,
  compact = false,
  testId = "catalogue-empty",
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  children?: ReactNode;
  compact?: boolean;
  testId?: string;
}) {
  return (
    <EmptyState
      className={classes.empty}
      size={compact ? "sm" : "md"}
      variant="light"
      icon={icon}
      title={title}
      description={description}
      data-testid={testId}
    >
      {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
    </EmptyState>
  );
}
