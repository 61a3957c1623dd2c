// The registry: one line per provider.

import type { InferenceProvider } from "../types.js";
import { baseten } from "./baseten.js";
import { cerebras } from "./cerebras.js";
import { clarifai } from "./clarifai.js";
import { cohere } from "./cohere.js";
import { deepinfra } from "./deepinfra.js";
import { featherlessAi } from "./featherless-ai.js";
import { fireworksAi } from "./fireworks-ai.js";
import { groq } from "./groq.js";
import { hfInference } from "./hf-inference.js";
import { hyperbolic } from "./hyperbolic.js";
import { nebius } from "./nebius.js";
import { novita } from "./novita.js";
import { nscale } from "./nscale.js";
import { openai } from "./openai.js";
import { ovhcloud } from "./ovhcloud.js";
import { publicai } from "./publicai.js";
import { sambanova } from "./sambanova.js";
import { scaleway } from "./scaleway.js";
import { together } from "./together.js";
import type { ProviderSpec } from "./types.js";
import { zaiOrg } from "./zai-org.js";

export const PROVIDERS: Record<InferenceProvider, ProviderSpec> = {
  baseten,
  cerebras,
  clarifai,
  cohere,
  deepinfra,
  "featherless-ai": featherlessAi,
  "fireworks-ai": fireworksAi,
  groq,
  "hf-inference": hfInference,
  hyperbolic,
  nebius,
  novita,
  nscale,
  openai,
  ovhcloud,
  publicai,
  sambanova,
  scaleway,
  together,
  "zai-org": zaiOrg,
};
