/**
 * Structured output, as each provider family spells it. The client must adapt OpenAI's `response_format` to the
 * provider's dialect; a payload in the wrong dialect gets a 400 that names the expected form.
 */
import { isObject } from "../validate.js";

/**
 * - `openai`: `response_format: {type: "json_schema", json_schema: {name?, schema, strict?}}` (or `json_object`, `text`).
 * - `together`: only `response_format: {type: "json_schema", schema}`.
 * - `nebius`: `guided_json: <schema>`; a `json_schema` response format without `guided_json` is refused.
 * - `sambanova`: the OpenAI form, but `json_schema.strict: true` is refused.
 */
export type StructuredOutputDialect = "openai" | "together" | "nebius" | "sambanova";

/** What the answer must look like: free text, any JSON object, or JSON following a schema. */
export type OutputFormat = { kind: "text" } | { kind: "json_object" } | { kind: "json_schema"; schema: unknown };

const TEXT: OutputFormat = { kind: "text" };

/** Reads the requested output format in `dialect`; returns an error message when the payload is in another dialect. */
export function outputFormat(
  body: Record<string, unknown>,
  dialect: StructuredOutputDialect,
  provider: string,
): OutputFormat | string {
  const format = body.response_format;
  const guided = body.guided_json;
  if (guided !== undefined && dialect !== "nebius") {
    return `unexpected field guided_json: ${provider} expects response_format`;
  }
  if (format !== undefined && !isObject(format)) return "response_format must be an object";
  const type = format?.type;
  if (format !== undefined && !["text", "json_object", "json_schema"].includes(type as string)) {
    return `response_format.type must be "text", "json_object" or "json_schema", got ${JSON.stringify(type)}`;
  }
  switch (dialect) {
    case "nebius":
      if (type === "json_schema" && guided === undefined)
        return "nebius reads structured output from guided_json: send guided_json: <schema>";
      if (guided !== undefined) {
        return isObject(guided) ? { kind: "json_schema", schema: guided } : "guided_json must be a JSON schema object";
      }
      return type === "json_object" ? { kind: "json_object" } : TEXT;
    case "together":
      if (format === undefined) return TEXT;
      if (type !== "json_schema" || !isObject(format.schema) || "json_schema" in format) {
        return 'together accepts only response_format {"type": "json_schema", "schema": <JSON schema>}';
      }
      return { kind: "json_schema", schema: format.schema };
    default: {
      if (type === "json_object") return { kind: "json_object" };
      if (type !== "json_schema") return TEXT;
      const spec = format?.json_schema;
      if (!isObject(spec) || !isObject(spec.schema)) {
        return "response_format.json_schema must be an object with a schema: {name, schema, strict?}";
      }
      if (dialect === "sambanova" && spec.strict === true) {
        return "sambanova does not support strict json_schema: set response_format.json_schema.strict to false";
      }
      return { kind: "json_schema", schema: spec.schema };
    }
  }
}
