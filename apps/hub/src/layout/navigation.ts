/** Top-level sections shown in the header, in order. */
export const navigation = [
  { to: "/", label: "Home" },
  { to: "/docs", label: "Docs" },
] as const;
