export { type AuthStyle, INVALID_HUB_TOKEN, INVALID_PROVIDER_KEY } from "./auth.js";
export { type CatalogueModel, EMULATOR_MODELS, findModel, type ProviderMapping } from "./catalogue.js";
export { FAULT_HEADER, type Fault, parseFault, SCENARIO_HEADER } from "./faults.js";
export { HF_INFERENCE_TASKS } from "./hf-inference.js";
export { flac, MEDIA_FILES, mp4, png, wav } from "./media.js";
export { ENDPOINT_PATHS, type Endpoint, PROVIDERS, type ProviderSpec } from "./providers.js";
export type { RecordedRequest } from "./recorder.js";
export { type Emulator, type EmulatorOptions, startEmulator } from "./server.js";
