import { NewTabCue, newTabAttributes } from "./new-tab.js";

export interface EditOnSourceProps {
  /** URL of the page's source file. */
  href: string;
  label?: string;
}

/** Link to the source of the current page, opened in a new tab. */
export function EditOnSource({ href, label = "Update on GitHub" }: EditOnSourceProps) {
  return (
    <a className="atrium-edit-on-source" href={href} {...newTabAttributes}>
      <svg className="atrium-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />
      </svg>
      {label}
      <NewTabCue />
    </a>
  );
}
