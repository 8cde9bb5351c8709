/** Brand colour of each tenant variant (frame §1: the variants differ only in brand wording and look). */
export const brandColors: Record<string, string> = {
  main: "#c8102e",
  thermal: "#e8590c",
  neutral: "#1c7ed6",
};

export const brandColor = (tenantCode: string) => brandColors[tenantCode] ?? brandColors.neutral!;
