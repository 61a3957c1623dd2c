import type { ModelData } from "../model-data.js";
import { hasTag, noteOnly, pid, pipInstall, python } from "./common.js";
import { py } from "./quote.js";
import type { LibrarySnippet } from "./types.js";

/* Tabular, time-series and classic machine-learning models. */

export const SKLEARN_NO_FILE = "The model filename is not specified in config.json.";
export const PICKLE_TRUST =
  "Only load pickle files from sources you trust: https://skops.readthedocs.io/en/stable/persistence.html";

export const sklearn = (model: ModelData): LibrarySnippet[] => {
  if (!hasTag(model, "skops")) {
    return [
      python(
        `import joblib
from huggingface_hub import hf_hub_download

# ${PICKLE_TRUST}
model = joblib.load(hf_hub_download(${pid(model)}, "sklearn_model.joblib"))`,
        [PICKLE_TRUST],
      ),
    ];
  }
  const file = model.config?.sklearn?.model?.file;
  if (typeof file !== "string" || !file) return [noteOnly("python", SKLEARN_NO_FILE)];
  if (model.config?.sklearn?.model_format === "pickle") {
    return [
      python(
        `import joblib
from skops.hub_utils import download

download(${pid(model)}, "path_to_folder")
# ${PICKLE_TRUST}
model = joblib.load(${py.str(`path_to_folder/${file}`)})`,
        [PICKLE_TRUST],
      ),
    ];
  }
  return [
    python(`from skops.hub_utils import download
from skops.io import get_untrusted_types, load

download(${pid(model)}, "path_to_folder")
path = ${py.str(`path_to_folder/${file}`)}

# the file is in the skops format: review the types it needs before trusting them
unknown_types = get_untrusted_types(file=path)
print(unknown_types)
model = load(path, trusted=unknown_types)`),
  ];
};

/** SPEC §9: context size 2048 and bagging 1 keep the tabular examples small enough for one GPU. */
export const TABULAR_CONTEXT = 2048;
export const TABULAR_BAGGING = 1;

function tabularExamples(pkg: string, classifier: string, regressor: string): LibrarySnippet[] {
  const settings = `max_context_size=${TABULAR_CONTEXT}, bagging=${TABULAR_BAGGING}`;
  return [
    python(`# A classification task
from sklearn.datasets import load_breast_cancer
from sklearn.metrics import accuracy_score
from sklearn.model_selection import train_test_split

from ${pkg} import ${classifier}

X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=42)

# larger contexts and more bagging are more accurate and need more memory
clf = ${classifier}(${settings})
clf.fit(X_train, y_train)

probabilities = clf.predict_proba(X_test)
predictions = clf.predict(X_test)
print("Accuracy", accuracy_score(y_test, predictions))`),
    python(`# A regression task
from sklearn.datasets import fetch_openml
from sklearn.metrics import r2_score
from sklearn.model_selection import train_test_split

from ${pkg} import ${regressor}

df = fetch_openml(data_id=531, as_frame=True)
X = df.data
y = df.target.astype(float)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=42)

# larger contexts and more bagging are more accurate and need more memory
regressor = ${regressor}(${settings})
regressor.fit(X_train, y_train)

predictions = regressor.predict(X_test)
print("R2 score:", r2_score(y_test, predictions))`),
  ];
}

export const sapRptOneOss = (_model: ModelData): LibrarySnippet[] => [
  pipInstall("git+https://github.com/SAP-samples/sap-rpt-1-oss"),
  ...tabularExamples("sap_rpt_oss", "SAP_RPT_OSS_Classifier", "SAP_RPT_OSS_Regressor"),
];

export const flextab = (_model: ModelData): LibrarySnippet[] => [
  pipInstall("git+https://github.com/SAP-samples/flextab"),
  ...tabularExamples("flextab", "FlexTabClassifier", "FlexTabRegressor"),
  python(`# A matching task
from sklearn.metrics import accuracy_score

from flextab import FlexTabMatcher
from flextab.utils.test_utils import load_febrl4

left_train, left_test, right_train, right_test, y_train, y_test = load_febrl4()

matcher = FlexTabMatcher(max_context_size=${TABULAR_CONTEXT}, bagging=${TABULAR_BAGGING})
matcher.fit(left_train, right_train, y_train)
predictions = matcher.predict(left_test, right_test)
print(f"Accuracy {accuracy_score(y_test, predictions):.2%}")`),
];

export const chronosForecasting = (model: ModelData): LibrarySnippet[] => [
  pipInstall("chronos-forecasting"),
  python(`import pandas as pd
from chronos import BaseChronosPipeline

pipeline = BaseChronosPipeline.from_pretrained(${pid(model)}, device_map="cuda")

# historical data
context_df = pd.read_csv("https://autogluon.s3.us-west-2.amazonaws.com/datasets/timeseries/misc/AirPassengers.csv")

# forecast
pred_df = pipeline.predict_df(
    context_df,
    prediction_length=36,  # steps to forecast
    quantile_levels=[0.1, 0.5, 0.9],  # quantiles of the probabilistic forecast
    id_column="item_id",  # the column that names each series
    timestamp_column="Month",  # the column of timestamps
    target="#Passengers",  # the column(s) to predict
)`),
];

export const routeePowertrain = (model: ModelData): LibrarySnippet[] => [
  pipInstall("routee.powertrain"),
  python(`import pandas as pd
import routee.powertrain as pt
from routee.powertrain.registry import HFRegistry

registry = HFRegistry(repo_id=${pid(model)})

# find a vehicle by make, model, year, powertrain type, features...
pt.query_available_models(make="tesla", model="model 3", registry=registry)

# load one by its id: "<make>/<vehicle_slug>/<year>/<config_slug>"
model = pt.load_model("tesla/model_3_bev/2022/rf_c3326385", registry=registry)

links = pd.DataFrame(
    {
        "distance": [0.1, 0.2],  # miles
        "speed_mph": [30, 55],
        "grade_percent": [-2.0, 1.0],
    }
)
model.predict(links)`),
];

export const fastai = (model: ModelData): LibrarySnippet[] => [
  python(`from huggingface_hub import from_pretrained_fastai

learn = from_pretrained_fastai(${pid(model)})`),
];

export const anemoi = (model: ModelData): LibrarySnippet[] => [
  python(`from anemoi.inference.config.run import RunConfiguration
from anemoi.inference.runners.default import DefaultRunner

# the configuration
config = RunConfiguration(checkpoint={"huggingface": ${pid(model)}})
# the runner
runner = DefaultRunner(config)`),
];
