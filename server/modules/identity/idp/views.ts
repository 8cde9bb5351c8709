import { escapeHtml } from "./escape.ts";

export type Brand = { name: string; color: string; logo: string };
export type PageFrame = { brand: Brand; language: string; rtl: boolean };

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif;background:#f4f5f7;color:#1f2328}
main{max-width:420px;margin:48px auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.logo{display:block;height:36px;margin-block-end:24px}h1{font-size:1.4rem;margin:0 0 8px}p{line-height:1.5;color:#4b5563}
label{display:block;font-weight:600;margin-block:16px 6px}input,select{width:100%;padding:10px 12px;border:1px solid #cfd4da;border-radius:8px;font:inherit}
input:focus,select:focus{outline:2px solid var(--brand);outline-offset:1px}
button{margin-block-start:24px;width:100%;padding:12px;border:0;border-radius:8px;background:var(--brand);color:#fff;font:inherit;font-weight:600;cursor:pointer}
.error{background:#fdecec;color:#a4161a;padding:10px 12px;border-radius:8px;margin-block:12px}.notice{background:#eef6ee;color:#1e5a25;padding:10px 12px;border-radius:8px}
.hint{font-size:.85rem;color:#6b7280;margin-block-start:4px}.links{margin-block-start:20px;display:flex;justify-content:space-between;gap:12px;font-size:.95rem;flex-wrap:wrap}
a{color:var(--brand)}.field-error{color:#a4161a;font-size:.85rem;margin-block-start:4px}`;

/** An error message above a form, read out by screen readers; nothing without a message. */
export const errorAlert = (message: string | undefined) =>
  message ? `<div class="error" role="alert">${escapeHtml(message)}</div>` : "";

/** The message that an action went through. */
export const notice = (message: string) =>
  `<p class="notice" role="status">${escapeHtml(message)}</p>`;

export function renderPage(frame: PageFrame, content: { title: string; body: string }): string {
  return `<!doctype html><html lang="${escapeHtml(frame.language)}" dir="${frame.rtl ? "rtl" : "ltr"}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(content.title)}</title><style>:root{--brand:${frame.brand.color}}${STYLE}</style></head>
<body><main><img class="logo" src="${escapeHtml(frame.brand.logo)}" alt="${escapeHtml(frame.brand.name)}">${content.body}</main></body></html>`;
}

/** The look of a page without a known brand. */
export const PLAIN_BRAND: Brand = { name: "Academy", color: "#1f6feb", logo: "/favicon.svg" };

/** A page without a known brand (provider errors, logout). */
export function renderPlainPage(content: { title: string; body: string }): string {
  return renderPage(
    {
      brand: PLAIN_BRAND,
      language: "en",
      rtl: false,
    },
    {
      title: content.title,
      body: `<h1>${escapeHtml(content.title)}</h1>${content.body}`,
    },
  );
}

export type Field = {
  name: string;
  label: string;
  type?: "text" | "email" | "password" | "hidden";
  value?: string;
  autocomplete?: string;
  hint?: string;
  error?: string;
  options?: { value: string; label: string }[];
  placeholder?: string;
  required?: boolean;
};

export function renderForm(action: string, fields: Field[], submit: string): string {
  const inputs = fields
    .map((f) => {
      if (f.type === "hidden")
        return `<input type="hidden" name="${f.name}" value="${escapeHtml(f.value ?? "")}">`;
      const id = `f-${f.name}`;
      const required = f.required === false ? "" : " required";
      const control = f.options
        ? `<select id="${id}" name="${f.name}"${required}><option value="">${escapeHtml(f.placeholder ?? "")}</option>${f.options
            .map(
              (o) =>
                `<option value="${escapeHtml(o.value)}"${o.value === f.value ? " selected" : ""}>${escapeHtml(o.label)}</option>`,
            )
            .join("")}</select>`
        : `<input id="${id}" name="${f.name}" type="${f.type ?? "text"}" value="${f.type === "password" ? "" : escapeHtml(f.value ?? "")}"${
            f.autocomplete ? ` autocomplete="${f.autocomplete}"` : ""
          }${required}>`;
      return `<label for="${id}">${escapeHtml(f.label)}</label>${control}${f.hint ? `<div class="hint">${escapeHtml(f.hint)}</div>` : ""}${
        f.error ? `<div class="field-error" role="alert">${escapeHtml(f.error)}</div>` : ""
      }`;
    })
    .join("");
  return `<form method="post" action="${escapeHtml(action)}" novalidate>${inputs}<button type="submit">${escapeHtml(submit)}</button></form>`;
}
