import classes from "./catalogue.module.css";

/**
 * Rich text of a certification, course or topic. The server sanitises it
 * (sanitize-html, ARCHITECTURE §1 "documents") before it leaves the catalogue,
 * which is the only reason it may be set as HTML here.
 */
export function RichText({ html, id }: { html: string; id?: string }) {
  if (!html.trim()) return null;
  return <div id={id} className={classes.richText} dangerouslySetInnerHTML={{ __html: html }} />;
}
