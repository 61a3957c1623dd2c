import { defineDifferentialSuite, loadEngine } from "./differential.js";
import { featureCases } from "./feature-cases.js";

defineDifferentialSuite("features", featureCases(), await loadEngine());
