import { type ModelData, normalizeModelData } from "./model-data.js";
import type { PipelineType } from "./pipelines.js";
import type { ChatCompletionInputMessage } from "./tasks/chat-completion/inference.js";

/**
 * Example inputs for a model's task, as shown in usage snippets. A string result is a literal of the
 * snippet's language (a JSON string or object), so every value taken from the model repository is
 * escaped with `JSON.stringify` and cannot break out of the literal.
 */

export const NO_INPUT_EXAMPLE = "No input example has been defined for this model task.";

export const DEFAULT_IMAGE_PROMPT = "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k";
export const DEFAULT_IMAGE_EDIT_PROMPT = "Turn this cat into a dog";
export const DEFAULT_VIDEO_PROMPT = "A man with short gray hair plays a red electric guitar.";
export const DEFAULT_CANDIDATE_LABELS = ["refund", "legal", "faq"] as const;
export const DEFAULT_CHAT_QUESTION = "What is the capital of France?";
export const DEFAULT_CHAT_IMAGE_QUESTION = "Describe this image in one sentence.";
export const DEFAULT_CHAT_IMAGE_URL =
  "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg";

type InputExample = (model: ModelData) => string | ChatCompletionInputMessage[];

const json = (value: unknown): string => JSON.stringify(value, null, 4);
const str = (value: string): string => JSON.stringify(value);

/** The first widget example's `text`, when the model card defines one. */
function widgetText(model: ModelData): string | undefined {
  const text = model.widgetData?.[0]?.text;
  return typeof text === "string" && text.trim() !== "" ? text : undefined;
}

/** A plain text input: the widget text when there is one, else the task default. */
const text =
  (fallback: string | ((model: ModelData) => string)): InputExample =>
  (model) =>
    str(widgetText(model) ?? (typeof fallback === "string" ? fallback : fallback(model)));

const file =
  (name: string): InputExample =>
  () =>
    str(name);

const imageWithPrompt =
  (prompt: string): InputExample =>
  () =>
    json({ image: "cat.png", prompt });

const chat: InputExample = (model) =>
  model.pipeline_tag === "image-text-to-text"
    ? [
        {
          role: "user",
          content: [
            { type: "text", text: DEFAULT_CHAT_IMAGE_QUESTION },
            { type: "image_url", image_url: { url: DEFAULT_CHAT_IMAGE_URL } },
          ],
        },
      ]
    : [{ role: "user", content: widgetText(model) ?? DEFAULT_CHAT_QUESTION }];

const sentenceSimilarity: InputExample = (model) => {
  const example = model.widgetData?.[0];
  const sentences = example?.sentences;
  if (typeof example?.source_sentence === "string" && Array.isArray(sentences) && sentences.length > 0) {
    return json({ source_sentence: example.source_sentence, sentences: sentences.map(String) });
  }
  return json({
    source_sentence: "That is a happy person",
    sentences: ["That is a happy dog", "That is a very happy person", "Today is a sunny day"],
  });
};

const questionAnswering: InputExample = (model) => {
  const example = model.widgetData?.[0];
  if (typeof example?.text === "string" && typeof example.context === "string") {
    return json({ question: example.text, context: example.context });
  }
  return json({ question: "What is my name?", context: "My name is Clara and I live in Berkeley." });
};

const tabular: InputExample = () =>
  `'${JSON.stringify({ Height: [11.52, 12.48], Length1: [23.2, 24.0], Length2: [25.4, 26.3], Species: ["Bream", "Bream"] })}'`;

const INPUT_EXAMPLES: Partial<Record<PipelineType, InputExample>> = {
  "audio-classification": file("sample1.flac"),
  "audio-to-audio": file("sample1.flac"),
  "automatic-speech-recognition": file("sample1.flac"),
  "document-question-answering": () => json({ image: "cat.png", question: "What is in this image?" }),
  "feature-extraction": text("Today is a sunny day and I will get some ice cream."),
  // The mask token comes from the repository: it is escaped like any other text.
  "fill-mask": text((model) => `The answer to the universe is ${model.mask_token ?? "[MASK]"}.`),
  "image-classification": file("cats.jpg"),
  "image-segmentation": file("cats.jpg"),
  "image-text-to-image": imageWithPrompt(DEFAULT_IMAGE_EDIT_PROMPT),
  "image-text-to-text": chat,
  "image-text-to-video": imageWithPrompt(DEFAULT_VIDEO_PROMPT),
  "image-to-image": imageWithPrompt(DEFAULT_IMAGE_EDIT_PROMPT),
  "image-to-text": file("cats.jpg"),
  "image-to-video": imageWithPrompt(DEFAULT_VIDEO_PROMPT),
  "object-detection": file("cats.jpg"),
  "question-answering": questionAnswering,
  "sentence-similarity": sentenceSimilarity,
  summarization: text(
    "The tower is 324 metres (1,063 ft) tall, about the same height as an 81-storey building, and the tallest structure in Paris. Its base is square, measuring 125 metres (410 ft) on each side. During its construction, the Eiffel Tower surpassed the Washington Monument to become the tallest man-made structure in the world, a title it held for 41 years until the Chrysler Building in New York City was finished in 1930.",
  ),
  "table-question-answering": () =>
    json({
      query: "How many stars does the transformers repository have?",
      table: {
        Repository: ["Transformers", "Datasets", "Tokenizers"],
        Stars: ["36542", "4512", "3934"],
        Contributors: ["651", "77", "34"],
        "Programming language": ["Python", "Python", "Rust, Python and NodeJS"],
      },
    }),
  "tabular-classification": tabular,
  "tabular-regression": tabular,
  "text-classification": text("I like you. I love you"),
  "text-generation": chat,
  "text-to-audio": text("liquid drum and bass, atmospheric synths, airy sounds"),
  "text-to-image": text(DEFAULT_IMAGE_PROMPT),
  "text-to-speech": text("The answer to the universe is 42"),
  "text-to-video": text(DEFAULT_VIDEO_PROMPT),
  "token-classification": text("My name is Sarah Jessica Parker but you can call me Jessica"),
  translation: text("Меня зовут Вольфганг и я живу в Берлине"),
  "visual-question-answering": () => json({ image: "cat.png", question: "What is in this image?" }),
  "zero-shot-classification": text(
    "Hi, I recently bought a device from your company but it is not working as advertised and I would like to get reimbursed!",
  ),
  "zero-shot-image-classification": file("cats.jpg"),
};

/** Tasks that have an example input. */
export const TASKS_WITH_INPUT_EXAMPLES = Object.keys(INPUT_EXAMPLES) as PipelineType[];

/**
 * The example input of a model: from its widget data when the card defines some, else the task's
 * default; `NO_INPUT_EXAMPLE` when the task has none.
 * @param noWrap put the whole input on one line (line breaks and their indentation become one space)
 * @param noQuotes strip the double quotes around a string input (`"abc"` → `abc`)
 */
export function getModelInputSnippet(
  model: ModelData,
  noWrap = false,
  noQuotes = false,
): string | ChatCompletionInputMessage[] {
  const record = normalizeModelData(model);
  const tag = record.pipeline_tag;
  // own keys only: a tag such as "constructor" or "__proto__" is not a task
  const example =
    tag !== undefined && Object.hasOwn(INPUT_EXAMPLES, tag) ? INPUT_EXAMPLES[tag as PipelineType] : undefined;
  if (!example) return NO_INPUT_EXAMPLE;
  let result = example(record);
  if (typeof result !== "string") return result;
  if (noWrap) result = result.replace(/[ \t]*(?:\r\n|\r|\n)[ \t]*/g, " ").replace(/\t+/g, " ");
  if (noQuotes) result = result.replace(/^"([\s\S]*)"$/, "$1");
  return result;
}
