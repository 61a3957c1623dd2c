export { CodeBlock, type CodeBlockProps } from "./CodeBlock.js";
export { COPY_FEEDBACK_MS, CopyButton, type CopyButtonProps, type CopyState } from "./CopyButton.js";
export { copyToClipboard } from "./copy-to-clipboard.js";
export { DocNotebookDropdown, type DocNotebookDropdownProps, type NotebookOption } from "./DocNotebookDropdown.js";
export { Dropdown, type DropdownAlignment, type DropdownProps } from "./Dropdown.js";
export { DropdownEntry, type DropdownEntryProps } from "./DropdownEntry.js";
export { EditOnSource, type EditOnSourceProps } from "./EditOnSource.js";
export { Heading, type HeadingProps } from "./Heading.js";
