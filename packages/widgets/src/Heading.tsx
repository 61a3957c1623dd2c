import { type ReactNode, useId } from "react";

export interface HeadingProps {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Fragment id of the section; the anchor links to `#id`. */
  id: string;
  children: ReactNode;
}

/**
 * A section heading with an anchor link to itself. The heading is named by its text alone and the link
 * by "Link to this section: <text>", both through `aria-labelledby`, so any children work.
 */
export function Heading({ level, id, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  const textId = useId();
  const prefixId = useId();
  return (
    <Tag id={id} className="atrium-heading" aria-labelledby={textId}>
      <span id={textId}>{children}</span>
      <a className="atrium-heading__anchor" href={`#${id}`} aria-labelledby={`${prefixId} ${textId}`}>
        <span id={prefixId} hidden>
          Link to this section:
        </span>
        <svg className="atrium-icon atrium-icon--small" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
        </svg>
      </a>
    </Tag>
  );
}
