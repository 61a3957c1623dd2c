/**
 * Authorization checks: hub tokens (`Bearer hf_…`) for the router and the hub API, and each provider's own header
 * style for direct calls. A check returns `undefined` when the request may pass, or the reason it may not.
 */

export type AuthStyle = "bearer" | "key" | "x-key";

/** The token the emulator treats as revoked. */
export const INVALID_HUB_TOKEN = "hf_invalid";
/** The provider key the emulator treats as revoked, in every style. */
export const INVALID_PROVIDER_KEY = "invalid";

const STYLE_EXAMPLE: Record<AuthStyle, string> = {
  bearer: "Authorization: Bearer <provider key>",
  key: "Authorization: Key <provider key>",
  "x-key": "Authorization: X-Key <provider key> (or an X-Key header)",
};

export function hubToken(headers: Record<string, string>): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? "");
  return match?.[1];
}

/** The router needs `Authorization: Bearer hf_…`. */
export function checkHubToken(headers: Record<string, string>): string | undefined {
  const auth = headers.authorization;
  if (auth === undefined) {
    return "You must provide a Hugging Face access token: Authorization: Bearer hf_***";
  }
  const token = hubToken(headers);
  if (token === undefined || !token.startsWith("hf_")) {
    return "Invalid credentials in Authorization header: expected Authorization: Bearer hf_***";
  }
  if (token === INVALID_HUB_TOKEN) return "Invalid credentials in Authorization header: the token is invalid";
  return undefined;
}

/** A direct provider call needs the provider's own key in the provider's own header style. */
export function checkProviderKey(
  headers: Record<string, string>,
  style: AuthStyle,
  provider: string,
): string | undefined {
  const expected = `${provider} expects ${STYLE_EXAMPLE[style]}`;
  const auth = headers.authorization ?? "";
  let key: string | undefined;
  if (style === "bearer") key = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
  else if (style === "key") key = /^Key\s+(\S+)$/i.exec(auth)?.[1];
  else key = /^X-Key\s+(\S+)$/i.exec(auth)?.[1] ?? headers["x-key"];
  if (key === undefined)
    return auth === "" ? `Missing API key: ${expected}` : `Wrong authorization scheme: ${expected}`;
  if (key.startsWith("hf_")) return `Hugging Face tokens are not accepted by ${provider}: ${expected}`;
  if (key === INVALID_PROVIDER_KEY) return `Invalid API key for ${provider}`;
  return undefined;
}
