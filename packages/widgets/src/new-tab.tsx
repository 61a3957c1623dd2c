/** Attributes for a link that opens in a new tab without giving the new page a handle on this one. */
export const newTabAttributes = { target: "_blank", rel: "noopener noreferrer" } as const;

/** Tells screen-reader users what sighted users infer from the external-link icon. */
export function NewTabCue() {
  return (
    <>
      <svg className="atrium-icon atrium-icon--small" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
      </svg>{" "}
      <span className="atrium-visually-hidden">(opens in a new tab)</span>
    </>
  );
}
