/** Code shown on the quickstart documentation page, one entry per client language. */
export const installCommand = "npm install @atrium/inference";

export const chatSnippets = {
  JavaScript: {
    language: "js",
    code: `import { InferenceClient } from "@atrium/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const answer = await client.chatCompletion({
  model: "meta-llama/Llama-3.1-8B-Instruct",
  messages: [{ role: "user", content: "What is the capital of France?" }],
  max_tokens: 512,
});

console.log(answer.choices[0].message.content);`,
  },
  Python: {
    language: "python",
    code: `import os
from huggingface_hub import InferenceClient

client = InferenceClient(api_key=os.environ["HF_TOKEN"])

answer = client.chat.completions.create(
    model="meta-llama/Llama-3.1-8B-Instruct",
    messages=[{"role": "user", "content": "What is the capital of France?"}],
    max_tokens=512,
)

print(answer.choices[0].message.content)`,
  },
  cURL: {
    language: "sh",
    code: `curl https://router.huggingface.co/v1/chat/completions \\
  -H "Authorization: Bearer $HF_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{
    "model": "meta-llama/Llama-3.1-8B-Instruct",
    "messages": [{"role": "user", "content": "What is the capital of France?"}],
    "max_tokens": 512
  }'`,
  },
} as const;

export type ChatClient = keyof typeof chatSnippets;

export const streamingSnippet = `const stream = client.chatCompletionStream({
  model: "meta-llama/Llama-3.1-8B-Instruct",
  messages: [{ role: "user", content: "Tell me a story." }],
});

for await (const chunk of stream) {
  process.stdout.write(chunk.choices[0]?.delta?.content ?? "");
}`;

const notebooks = "github/atrium-hub/notebooks/blob/main/quickstart";

/** One notebook per service: shown as two badges. */
export const quickstartNotebooks = [
  { label: "Quickstart", value: `https://colab.research.google.com/${notebooks}/chat.ipynb` },
  { label: "Quickstart", value: `https://studiolab.sagemaker.aws/import/${notebooks}/chat.ipynb` },
];

/** Several notebooks on one service: shown as a menu next to a badge. */
export const frameworkNotebooks = [
  { label: "Mixed", value: `https://colab.research.google.com/${notebooks}/fine_tune.ipynb` },
  { label: "PyTorch", value: `https://colab.research.google.com/${notebooks}/pytorch/fine_tune.ipynb` },
  { label: "TensorFlow", value: `https://colab.research.google.com/${notebooks}/tensorflow/fine_tune.ipynb` },
  { label: "Fine-tuning", value: `https://studiolab.sagemaker.aws/import/${notebooks}/fine_tune.ipynb` },
];

export const sourceUrl = "https://github.com/atrium-hub/atrium/blob/main/apps/hub/src/pages/DocsPage.tsx";
