import { CopyButton } from "./CopyButton.js";

export interface CodeBlockProps {
  /** The source text; it is what the copy button copies. */
  code: string;
  /** Adds `language-<language>` to the block, the class highlighters and themes key on. */
  language?: string;
  /** Pre-highlighted, trusted HTML for `code`, shown instead of the plain text. */
  html?: string;
}

/** A code block with a copy button that shows on hover, on keyboard focus and always on touch screens. */
export function CodeBlock({ code, language, html }: CodeBlockProps) {
  const languageClass = language ? `language-${language}` : undefined;
  return (
    <div className="atrium-code-block">
      {/* Focusable so keyboard users can scroll long lines. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <pre className={languageClass} tabIndex={0}>
        {html === undefined ? (
          <code className={languageClass}>{code}</code>
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: `html` is the caller's highlighted rendering of `code`.
          <code className={languageClass} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </pre>
      <CopyButton className="atrium-code-block__copy" value={code} />
    </div>
  );
}
